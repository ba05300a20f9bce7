import { screen, within } from '@testing-library/react';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/test/renderWithProviders';
import LinkPage from './LinkPage';
import { LINK_PAGE_SLUGS, LINK_PAGES } from './linkPages';
import MarkdownContent from './MarkdownContent';

vi.mock('next/navigation', () => import('@/components/test/navigationMock'));

const sourceOf = (slug: string) => readFileSync(path.join(process.cwd(), 'content', 'engineer-links', `${slug}.md`), 'utf8');

/** The server component as the page renders it: awaited, then drawn. */
const renderLinkPage = async (slug: (typeof LINK_PAGE_SLUGS)[number]) => renderWithProviders(await LinkPage({ slug }));

describe('the engineer’s link pages', () => {
  it.each(LINK_PAGE_SLUGS)('%s: the title as the page heading, then its Markdown headings', async (slug) => {
    await renderLinkPage(slug);
    expect(await screen.findByRole('heading', { level: 1, name: LINK_PAGES[slug].title })).toBeInTheDocument();
    const headings = [...sourceOf(slug).matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(headings.length).toBeGreaterThan(2);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(headings);
  });

  it.each(LINK_PAGE_SLUGS)('%s: has a page at its side-navigation path', (slug) => {
    expect(LINK_PAGES[slug].href).toBe(`/engineer/links/${slug}`);
    expect(existsSync(path.join(process.cwd(), 'app', '(engineer)', 'engineer', 'links', slug, 'page.tsx'))).toBe(true);
  });

  it('draws Education’s table of certifications and opens outside sites safely', async () => {
    await renderLinkPage('education');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Certification', 'Who issues it', 'Good for']);
    expect(within(table).getByRole('row', { name: /CompTIA Network\+/ })).toBeInTheDocument();
    const comptia = screen.getByRole('link', { name: 'CompTIA certifications' });
    expect(comptia).toHaveAttribute('href', 'https://www.comptia.org/certifications');
    expect(comptia).toHaveAttribute('target', '_blank');
    expect(comptia).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('Markdown in the portal', () => {
  it('drops raw HTML, images and unsafe links, and keeps portal links in the same tab', async () => {
    const markdown = [
      '## Heading',
      '<script>window.hacked = true</script><b>bold by HTML</b>',
      '[Bad](javascript:alert(1)) and [My Profile](/engineer/profile).',
      '![Tracking pixel](https://example.test/pixel.png)',
    ].join('\n\n');
    const { container } = renderWithProviders(<MarkdownContent markdown={markdown} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Heading' })).toBeInTheDocument();
    expect(container.querySelector('script, b, img')).toBeNull();
    expect(screen.queryByText('bold by HTML')).not.toBeInTheDocument();
    expect(screen.getByText(/^Bad/)).toBeInTheDocument();
    const [profile, ...others] = screen.getAllByRole('link');
    expect(others).toEqual([]);
    expect(profile).toHaveAccessibleName('My Profile');
    expect(profile).toHaveAttribute('href', '/engineer/profile');
    expect(profile).not.toHaveAttribute('target');
  });
});
