import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LinkPageSlug } from './linkPages';

/**
 * The Markdown of one link page, read on the server when the page renders. The path is built
 * from the project root (`process.cwd()`, where `next start` runs) and a fixed folder, which is
 * also what Next's output file tracing follows to ship `content/engineer-links/*.md`.
 */
export function readLinkPage(slug: LinkPageSlug): Promise<string> {
  return readFile(path.join(process.cwd(), 'content', 'engineer-links', `${slug}.md`), 'utf8');
}
