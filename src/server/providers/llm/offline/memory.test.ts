import { describe, expect, it } from 'vitest';
import { extractFacts, factsInMessage } from './memory.js';

const user = (content: string) => ({ role: 'user', content });

describe('offline memory', () => {
  it.each([
    ['My name is sam', 'Sam'],
    ["Hey, I'm Alex!", 'Alex'],
    ['you can call me Jo', 'Jo'],
    ['I am Robin and I like tea', 'Robin'],
  ])('reads the name from %j', (text, name) => {
    expect(factsInMessage(text).name).toBe(name);
  });

  it.each(["I'm tired", "I'm Fine thanks", "I'm a nurse", 'I am so happy'])(
    'does not read a name from %j',
    (text) => {
      expect(factsInMessage(text).name).toBeUndefined();
    },
  );

  it('collects likes in second person and ignores "I like you"', () => {
    const facts = extractFacts([
      user('I love hiking with my dog.'),
      user('I like you'),
      user('I also enjoy jazz and wine'),
    ]);
    expect(facts.likes).toEqual(['hiking with your dog', 'jazz']);
  });

  it('reads a job but not a state', () => {
    expect(factsInMessage('I work as a nurse at the city hospital').job).toBe('nurse');
    expect(factsInMessage("I'm a software engineer.").job).toBe('software engineer');
    expect(factsInMessage("I'm a bit tired today").job).toBeUndefined();
  });

  it('keeps the latest name and reads facts carried in the system message', () => {
    const facts = extractFacts([
      {
        role: 'system',
        content:
          "The user's name is Kim. Earlier in this conversation: The user likes chess and baking.",
      },
      user('call me Kimmy'),
    ]);
    expect(facts.name).toBe('Kimmy');
    expect(facts.likes).toEqual(['chess', 'baking']);
  });

  it('never stores a crude phrase to repeat back', () => {
    expect(factsInMessage('I love shitposting').likes).toEqual([]);
  });
});
