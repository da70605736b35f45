import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../src/domain/index.js';

describe('CSV cells', () => {
  it.each([
    ['plain', 'Nova', 'Nova'],
    ['comma quoted', 'Smith, Jo', '"Smith, Jo"'],
    ['quotes doubled', 'the "best"', '"the ""best"""'],
    ['line break quoted', 'two\nlines', '"two\nlines"'],
    ['formula =', '=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['formula +', '+1', "'+1"],
    ['formula -', '-2+3', "'-2+3"],
    ['formula @', '@SUM(A1)', "'@SUM(A1)"],
    ['leading tab', '\tx', "'\tx"],
    ['leading carriage return', '\rx', '"\'\rx"'],
    ['unicode kept', 'Zoë 🎮', 'Zoë 🎮'],
    ['formula sign inside kept', 'a=b', 'a=b'],
  ])('%s', (_name, input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('writes numbers as numbers (a negative score is not a formula) and empty cells for null', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
  });
});

describe('CSV documents', () => {
  it('has a header row, one CRLF-ended row per record, and an optional BOM', () => {
    const csv = toCsv(
      ['name', 'rank'],
      [
        ['Nova', 1],
        ['=cmd', null],
      ],
    );
    expect(csv).toBe("name,rank\r\nNova,1\r\n'=cmd,\r\n");
    expect(toCsv(['a'], [], { bom: true })).toBe('\uFEFFa\r\n');
  });
});
