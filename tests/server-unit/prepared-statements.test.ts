import { describe, expect, it } from 'vitest';
import { StatementNames } from '../../server/db/prepared-statements.js';

describe('prepared statement names', () => {
  it('prepares a text only once it has proved hot, then always under the same name', () => {
    const names = new StatementNames();
    const text = 'select * from users where id = $1';
    const answers = Array.from({ length: 25 }, () => names.nameOf(text));
    expect(answers.slice(0, 19).every((name) => name === undefined)).toBe(true);
    expect(answers[19]).toMatch(/^arena_\d+$/);
    expect(new Set(answers.slice(19)).size).toBe(1);
  });
  it('gives different texts different names and stops preparing new texts at its bound', () => {
    const names = new StatementNames();
    const prepared = new Set<string>();
    for (let i = 0; i < 300; i++) {
      let name: string | undefined;
      for (let n = 0; n < 20; n++) name = names.nameOf(`select ${i}`);
      if (name) prepared.add(name);
    }
    expect(prepared.size).toBe(256);
  });
  it('tells texts of the same length apart, and keeps hot texts when it forgets the counting ones', () => {
    const names = new StatementNames();
    const hot = (text: string) => {
      let name: string | undefined;
      for (let n = 0; n < 20; n++) name = names.nameOf(text);
      return name;
    };
    const a = hot('select a from t where x = $1');
    const b = hot('select b from t where x = $1');
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(a).not.toBe(b);
    // Over 10,000 one-off texts: their counts are forgotten, the prepared names stay.
    for (let i = 0; i < 10_050; i++) names.nameOf(`select ${i} from t where x = $1`);
    expect(names.nameOf('select a from t where x = $1')).toBe(a);
    expect(names.nameOf('select b from t where x = $1')).toBe(b);
    // Built anew (not the same string object), a text is still found.
    expect(names.nameOf(['select a from t', 'where x = $1'].join(' '))).toBe(a);
  });
});
