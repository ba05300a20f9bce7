import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('quotes a plain ASCII name as it is, spaces and brackets too', () => {
    expect(contentDisposition('attachment', 'insurance.pdf')).toBe('attachment; filename="insurance.pdf"');
    expect(contentDisposition('inline', 'site photo (2).png')).toBe('inline; filename="site photo (2).png"');
  });

  it('gives any other name an ASCII stand-in and the exact name in filename*', () => {
    expect(contentDisposition('attachment', 'résumé 2026.pdf')).toBe(`attachment; filename="r_sum_ 2026.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%202026.pdf`);
    expect(contentDisposition('attachment', '報告.png')).toBe(`attachment; filename="__.png"; filename*=UTF-8''%E5%A0%B1%E5%91%8A.png`);
  });

  it('never lets a quote, backslash or percent sign into the quoted name', () => {
    expect(contentDisposition('attachment', 'a"b\\c%41.pdf')).toBe(`attachment; filename="a_b_c_41.pdf"; filename*=UTF-8''a%22b%5Cc%2541.pdf`);
    expect(contentDisposition('attachment', "it's (final)*.pdf")).toBe(`attachment; filename="it's (final)*.pdf"`);
  });
});
