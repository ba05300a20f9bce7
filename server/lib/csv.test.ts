import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvMoney, csvRow } from './csv';

describe('the CSV writer', () => {
  it('leaves plain text and numbers as they are, and nothing empty', () => {
    expect(csvRow(['Rack cabling', 42, 0, 12.5, null, undefined, ''])).toBe('Rack cabling,42,0,12.5,,,\r\n');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('quotes a field holding a comma, quote, CR or LF, doubling quotes', () => {
    expect(csvCell('Austin, TX')).toBe('"Austin, TX"');
    expect(csvCell('the "big" rack')).toBe('"the ""big"" rack"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('a=b')).toBe('a=b');
    // A plain negative amount is a number, not a formula.
    expect(csvCell('-12.50')).toBe('-12.50');
  });

  it('writes money with two decimals', () => {
    expect(csvMoney(450)).toBe('450.00');
    expect(csvMoney('37.5')).toBe('37.50');
    expect(csvMoney(0.1 + 0.2)).toBe('0.30');
    expect([csvMoney(null), csvMoney(undefined), csvMoney('')]).toEqual([null, null, null]);
  });

  it('reads back as the same fields through an RFC 4180 parser', () => {
    const rows = [
      ['id', 'title', 'note'],
      ['1', 'Fix, "quickly"', 'two\r\nlines'],
      ['2', 'Ünïcode ✓', ''],
    ];
    const text = CSV_BOM + rows.map(csvRow).join('');
    const parsed = Papa.parse<string[]>(text.slice(1), { newline: '\r\n' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.filter((row) => row.length > 1)).toEqual(rows);
  });
});
