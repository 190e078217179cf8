import { describe, expect, it } from 'vitest';
import { callerWords, ownWords } from './message-words';

describe('ownWords', () => {
  it('drops quoted replies', () => {
    expect(ownWords('Thanks.\n\nOn Mon, 5 Oct 2026 at 10:00, Claims Team <c@x.com> wrote:\n> unacceptable')).toBe('Thanks.\n\n');
    expect(ownWords('Fine.\n-----Original Message-----\nFrom: us\nThis is unacceptable')).toBe('Fine.\n');
    expect(ownWords('Fine.\nFrom: Claims\nSent: Monday\nSubject: x')).toBe('Fine.\n');
    expect(ownWords('Hello\n> quoted line\nmine again')).toBe('Hello\nmine again');
  });
});

describe('documents quoted inside a message (the thirty-fourth round)', () => {
  it('leaves out a document quoted after "Copied below:", "you state:" or "the passage reads", but not the sender\'s own words', () => {
    const copied = "Is it one for you? Copied below:\n\n'Our policyholder is extremely unhappy with your conduct.'";
    expect(ownWords(copied)).not.toContain('unhappy');
    const state = "We refer to your letter in which you state: 'Our insured is disappointed.' We do not accept it.";
    expect(ownWords(state)).not.toContain('disappointed');
    expect(ownWords(state)).toContain('We do not accept it.');
    const own = "Could you confirm the excess is £250 and not £350 as the letter says? I'm quite deaf in my right ear.";
    expect(ownWords(own)).toContain('deaf');
    // The thirty-fifth round: a neighbour's letter, a WhatsApp message, our auto-reply.
    expect(ownWords('We enclose her neighbour\'s letter, which reads in part: "I\'m disgusted by the state of your garden."')).not.toContain('disgusted');
    expect(ownWords('My neighbour sent me this on WhatsApp: "the lads were furious".')).not.toContain('furious');
    expect(ownWords('Copying in what the plumber wrote on his invoice: "shocking state, could have gone any time".')).not.toContain('shocking');
    expect(ownWords("Our client's witness statement reads: 'The other driver was very angry and shouting.'")).not.toContain('angry');
    expect(ownWords('You say in your letter of 4 May that you are "disappointed that your client has not replied".')).not.toContain('disappointed');
    expect(ownWords('Had your auto-reply ("If your email concerns a complaint, say so") again.')).not.toContain('complaint');
  });

  it('keeps what he or she sent the writer: a message received, not a document (the fifty-eighth round)', () => {
    expect(ownWords("He sent me this last night, I'm copying it exactly: 'ur dead when i see u'.")).toContain('ur dead');
    expect(ownWords('My neighbour sent me this on WhatsApp: "the lads were furious".')).not.toContain('furious');
  });
});

describe('callerWords', () => {
  it("drops the handler's own sentences of a call note and keeps the caller's, quoted or reported", () => {
    const note = "Told her the letter will come on Friday. She said it's a disgrace. Apologised.";
    expect(callerWords(note)).toBe("She said it's a disgrace.");
    expect(callerWords("Explained the process; she said 'not good enough'.")).toContain('not good enough');
  });
});

describe('our own words pasted back (the forty-second round)', () => {
  it('drops the quote after "your text said" and our agent\'s lines of a pasted web chat', () => {
    const text = "Your text said 'Not happy with our service? Tell us here' - I just want the glass fitter's date.";
    expect(ownWords(text)).not.toContain('Not happy');
    expect(ownWords(text)).toContain("glass fitter's date");
    const chat = "Pasting last night's webchat:\n[Agent] I'm sorry you've had a frustrating time.\n[Me] no that's it thanks";
    expect(ownWords(chat)).not.toContain('frustrating');
    expect(ownWords(chat)).toContain("no that's it thanks");
  });
});

describe('a previous message of ours quoted under a reply (the forty-third round)', () => {
  it('drops what follows "--- Previous message from Claims Handler ---"', () => {
    const reply = 'No.\n\n--- Previous message from Claims Handler ---\nDoes anyone in your household have a disability?';
    expect(ownWords(reply)).not.toContain('disability');
    expect(ownWords(reply)).toContain('No.');
  });
});

describe('our message quoted "as per your message" (the forty-fourth round)', () => {
  it("drops the quotation of our message and keeps the sender's reply", () => {
    const reply = `As per your message ("We're aware you may be without heating. If anyone in your home is elderly or unwell, call us"), just confirming the heating's back on.`;
    expect(ownWords(reply)).not.toContain('without heating');
    expect(ownWords(reply)).toContain("the heating's back on");
  });
});

describe('a message forwarded under "---- Forwarded ----" (the forty-fifth round)', () => {
  it('drops what was forwarded', () => {
    const text = "Forwarding for your file; client has read it.\n---- Forwarded ----\nFrom: Claims\n'Our complaints procedure is enclosed.'";
    expect(ownWords(text)).not.toContain('complaints');
    expect(ownWords(text)).toContain('Forwarding for your file');
  });
});

describe('an email signature after "--" (the forty-fifth round)', () => {
  it("drops the company footer after the signature delimiter and keeps the sender's words", () => {
    const text =
      "Perfect, Thursday at 10 is fine.\n\n--\nHearth & Home Claims | If you're struggling or having thoughts of suicide, Samaritans are there on 116 123.";
    expect(ownWords(text)).not.toContain('suicide');
    expect(ownWords(text)).toContain('Thursday at 10 is fine');
  });
});

describe('a blurb after a line of dashes and an automatic message (the fifty-fourth round)', () => {
  it('drops what follows a dashed rule or an "Automatic message" banner', () => {
    const bill = 'Forwarding my electricity bill as proof of address.\n\n-----\nAre you disabled, or living with a long-term health condition?';
    expect(ownWords(bill)).not.toContain('disabled');
    expect(ownWords(bill)).toContain('proof of address');
    const auto = "Photos uploaded.\n\n--- Automatic message ---\nWe're sorry to hear about your loss, for example a bereavement.";
    expect(ownWords(auto)).not.toContain('bereavement');
    expect(ownWords(auto)).toContain('Photos uploaded');
  });
});

describe('our message quoted back (the sixty-first round)', () => {
  it('leaves out our message below a "Your message" marker, and our text saved for the record', () => {
    const form = 'done, filled it in\n\n----- Your message -----\nSection B asks about any bereavement or money worries.';
    expect(ownWords(form)).not.toContain('bereavement');
    expect(ownWords(form)).toContain('done, filled it in');
    const saved = "Thanks, just saving a copy of your text for my records: 'If you are unhappy, reply COMPLAINT and we will call you.'";
    expect(ownWords(saved)).not.toContain('unhappy');
  });
});

describe('the caller charging us with something (the sixty-fourth round)', () => {
  it('keeps "Said we\'re being unreasonable" as the caller\'s words, and drops "Said we\'d call back"', () => {
    expect(callerWords("She's cross. Said we're being unreasonable. Said we'd call back Friday.")).toContain('being unreasonable');
    expect(callerWords("She's cross. Said we're being unreasonable. Said we'd call back Friday.")).not.toContain('call back');
  });
});
