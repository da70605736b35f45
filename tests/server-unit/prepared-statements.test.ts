import { describe, expect, it } from 'vitest';
import { StatementNames } from '../../server/db/prepared-statements.js';

describe('prepared statement names', () => {
  it('prepares a text only once it has proved hot, then always under the same name', () => {
    const names = new StatementNames();
    const text = 'select * from users where id = $1';
    const answers = Array.from({ length: 25 }, () => names.nameOf(text));
    expect(answers.slice(0, 19).every((name) => name === undefined)).toBe(true);
    expect(answers[19]).toMatch(/^arena_[0-9a-f]{24}$/);
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
});
