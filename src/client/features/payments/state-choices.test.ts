import { GST_STATE_CODES } from '@contract/vocabulary.ts';
import { describe, expect, it } from 'vitest';
import { stateChoices } from './state-choices.ts';

describe('the checkout’s state choices', () => {
  it('lists every state once, in alphabetical order of its name', () => {
    const names = stateChoices(null).map((state) => state.name);
    expect(names).toHaveLength(GST_STATE_CODES.length);
    expect(names.slice(0, 3)).toEqual(['Andaman and Nicobar Islands', 'Andhra Pradesh', 'Arunachal Pradesh']);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-IN')));
  });

  it('puts the learner’s last choice first, then the rest alphabetically', () => {
    const choices = stateChoices('36');
    expect(choices[0]).toEqual({ code: '36', name: 'Telangana' });
    expect(choices.filter((state) => state.code === '36')).toHaveLength(1);
    expect(choices[1]?.name).toBe('Andaman and Nicobar Islands');
  });

  it('ignores a remembered code that is no state', () => {
    expect(stateChoices('99')[0]?.name).toBe('Andaman and Nicobar Islands');
  });
});
