import PageHeader from '@/components/ui/PageHeader';
import { LINK_PAGES, type LinkPageSlug } from './linkPages';
import MarkdownContent from './MarkdownContent';
import { readLinkPage } from './readLinkPage';

/** One of the engineer's link pages: its title, and its Markdown from content/engineer-links. */
export default async function LinkPage({ slug }: { slug: LinkPageSlug }) {
  const { title, subtitle } = LINK_PAGES[slug];
  const markdown = await readLinkPage(slug);
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <MarkdownContent markdown={markdown} />
    </>
  );
}
