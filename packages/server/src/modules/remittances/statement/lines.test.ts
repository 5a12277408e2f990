import { describe, expect, it } from 'vitest';
import { tokensOf } from '../candidates.ts';
import { csvField, parseCsv } from './csv.ts';
import { dayOf, fenOf, findHeader, readLines } from './lines.ts';
import { readStatement, statementKind } from './read.ts';

describe('statement lines', () => {
  it('reads CSV with quotes, doubled quotes, CRLF and a BOM, and writes fields it reads back', () => {
    expect(parseCsv('\uFEFFa,"b,1","c ""x"""\r\n1,,"line\nbreak"\n')).toEqual([
      ['a', 'b,1', 'c "x"'],
      ['1', '', 'line\nbreak'],
    ]);
    const field = 'say "hi", then\nleave';
    expect(parseCsv(`${csvField(field)},x`)).toEqual([[field, 'x']]);
  });

  it('reads dates and amounts as banks write them, and nothing else', () => {
    expect(
      ['2026-11-20', '2026/11/2', '20261120', '2026年11月20日', '2026-11-20 10:31:00'].map(dayOf),
    ).toEqual(['2026-11-20', '2026-11-02', '2026-11-20', '2026-11-20', '2026-11-20']);
    expect(dayOf(new Date(Date.UTC(2026, 1, 3)))).toBe('2026-02-03');
    expect(['2026-02-30', '11/20/2026', '', null].map((v) => dayOf(v))).toEqual([null, null, null, null]);
    expect(['1,234.56', '¥500', '500.5', '800元', 321.5].map((v) => fenOf(v))).toEqual([
      123_456, 50_000, 50_050, 80_000, 32_150,
    ]);
    expect(['-20', '0', '1.234', 'abc', '', 1.005].map((v) => fenOf(v))).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('finds the header below title rows, by any accepted name, and names the columns it lacks', () => {
    const rows = [
      { row: 1, cells: ['账户明细'] },
      { row: 2, cells: ['Transaction Date', 'Payer Name', 'Credit Amount (CNY)', 'Bank_Ref', 'Memo'] },
      { row: 3, cells: ['2026-11-20', '张三', '500.00', 'R1', '稿件 001-2026-00012'] },
    ];
    const header = findHeader(rows);
    expect(header).toMatchObject({ ok: true, index: 1 });
    if (!header.ok) return;
    expect(readLines(rows, header.index, header.at, '2026-12-31').good).toEqual([
      {
        row: 3,
        receivedOn: '2026-11-20',
        remitter: '张三',
        account: '',
        amountFen: 50_000,
        bankRef: 'R1',
        remark: '稿件 001-2026-00012',
      },
    ]);
    // A date after today is a bad line.
    expect(readLines(rows, header.index, header.at, '2026-11-19').bad[0]).toMatchObject({
      field: 'receivedOn',
    });
    expect(findHeader([{ row: 1, cells: ['日期', '金额'] }])).toEqual({
      ok: false,
      missing: ['remitter', 'bankRef'],
    });
  });

  it('decodes a GBK statement, as Chinese banks export it', async () => {
    const gbk = Buffer.from([
      0xbd, 0xbb, 0xd2, 0xd7, 0xc8, 0xd5, 0xc6, 0xda, 0x2c, 0xb8, 0xb6, 0xbf, 0xee, 0xc8, 0xcb, 0x2c, 0xbd,
      0xf0, 0xb6, 0xee, 0x2c, 0xc1, 0xf7, 0xcb, 0xae, 0xba, 0xc5, 0x0a, 0x32, 0x30, 0x32, 0x36, 0x2d, 0x31,
      0x31, 0x2d, 0x32, 0x30, 0x2c, 0xd5, 0xc5, 0xc8, 0xfd, 0x2c, 0x31, 0x2c, 0x52,
    ]);
    expect(statementKind('流水.CSV', gbk)).toBe('csv');
    const rows = await readStatement('csv', gbk);
    expect(rows.map((r) => r.cells)).toEqual([
      ['交易日期', '付款人', '金额', '流水号'],
      ['2026-11-20', '张三', '1', 'R'],
    ]);
  });

  it('takes order and article numbers out of a remark', () => {
    expect(tokensOf('稿件编号001-2026-00012，订单 2026112300001；审稿费', undefined)).toEqual([
      '001-2026-00012',
      '2026112300001',
    ]);
    expect(tokensOf('-AB12-', 'x')).toEqual(['AB12']);
  });
});
