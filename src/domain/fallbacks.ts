import type { StepKind } from './vocabulary';
import type { ClarifiedIdea, Guide, GuideStep, StartHere } from './model';

/**
 * The fallbacks of docs/product.md §10.5, used when no AI is connected, when the AI fails, answers
 * nothing, or answers something that cannot be repaired. The flow always continues with them.
 */

/** Generic challenges, also the padding when the AI names fewer than 3. */
export const FALLBACK_CHALLENGES: readonly string[] = [
  'Defining the problem and the audience clearly enough to focus on',
  'Validating that people really want this before building too much',
  'Building the right features first, and leaving the rest for later',
  'Reaching your first users and getting their honest feedback',
];

export const clarificationFallback = (): ClarifiedIdea => ({
  problem: 'Your idea addresses a real need that deserves a clear, simple solution.',
  targetAudience: 'People who face this problem often and want an easier way to deal with it.',
  uniqueValue: 'A focused, approachable take on the problem, shaped by your own perspective.',
  format: 'Start small: a simple prototype, a landing page or a short test with real people.',
  challenges: [...FALLBACK_CHALLENGES],
});

/**
 * The spec's sentence for a guide the AI failed to write (spec §8), word for word. Said only when a
 * request to an AI really failed: with no AI connected nothing was asked, so nothing 'had trouble'.
 */
export const GUIDE_FAILED_SENTENCE =
  "We're having trouble connecting to our AI right now... In the meantime, here are a few simple ways to move your idea forward.";

/** A general guide: its steps, first action and extras, the same for any idea. */
interface GeneralGuide {
  steps: GuideStep[];
  startHere: StartHere;
  extras: string[];
}

/**
 * One general guide per next move (docs/decisions/094-general-guides-and-answers-with-substance.md):
 * four concrete steps of an hour or less each, and a first action of 5-10 minutes. They fit any
 * idea, so none of them names one; the screen says plainly that they are general.
 */
const GENERAL_GUIDES: Record<StepKind, GeneralGuide> = {
  mvp: {
    startHere: { title: 'Write one sentence: who this idea helps, and with what', minutes: 5 },
    steps: [
      {
        title: 'Write the one-sentence promise',
        description: 'A small first version keeps one promise. Say it before building anything.',
        content: [
          'Fill in: "For [who], [my idea] helps [do what], so that [result]."',
          'Read it aloud and cut every word it does not need.',
          'Note the one result a first user should get in their first five minutes.',
        ],
        minutes: 20,
      },
      {
        title: 'Choose the one feature that keeps it',
        description: 'Everything else can wait until someone has used the first version.',
        content: [
          'List every feature you imagine, as fast as you can.',
          'Circle the single feature that keeps the promise; set the rest aside for later.',
          'Write down, step by step, what a person does to use that one feature.',
        ],
        minutes: 30,
      },
      {
        title: 'Make the simplest version you can show',
        description: 'Rough is right: the first version only has to be tried, not admired.',
        content: [
          'Sketch it on paper or in a free design tool, or describe it on one page.',
          'Fake what you can: a form, a spreadsheet or doing it by hand all count.',
          'Stop when the hour is up and keep what you have.',
        ],
        minutes: 60,
      },
      {
        title: 'Show it to three people',
        description: 'What people do with it tells you more than what they say about it.',
        content: [
          'Ask three people who have the problem to try it or look at it.',
          'Watch what they do and ask what they expected; do not explain or defend.',
          'Write down the one change that came up most.',
        ],
        minutes: 45,
      },
    ],
    extras: [
      'Pen and paper',
      'A free design tool',
      'A no-code app or website builder',
      'A spreadsheet',
    ],
  },
  research: {
    startHere: {
      title: 'Search for the problem in your own words and open the first three results',
      minutes: 10,
    },
    steps: [
      {
        title: 'Find five things people use today',
        description: 'Whatever people use for this problem now is what your idea competes with.',
        content: [
          'Search for the problem in the words a person would use, not your idea’s name.',
          'List five products, services or habits people use for it, doing it by hand included.',
          'Note the price and the main promise of each.',
        ],
        minutes: 45,
      },
      {
        title: 'Read what their users complain about',
        description: 'Complaints show where the existing answers fall short.',
        content: [
          'Read reviews, app-store comments and forum threads about two of them.',
          'Copy ten complaints or wishes word for word.',
          'Mark the ones your idea would answer.',
        ],
        minutes: 45,
      },
      {
        title: 'Find out how many people have the problem',
        description: 'A rough number is enough to tell a niche from a crowd.',
        content: [
          'Write down where these people gather: communities, events, jobs, places.',
          'Look for one number that says how many of them there are.',
          'Note whether they already pay to solve it, and how much.',
        ],
        minutes: 30,
      },
      {
        title: 'Write down what you learned',
        description: 'Five lines now save you from researching the same thing twice.',
        content: [
          'Write one line each: what exists, what people dislike, who is left out, what they pay.',
          'Add the one question you still cannot answer.',
          'Decide the next small thing that would answer it.',
        ],
        minutes: 20,
      },
    ],
    extras: [
      'A search engine',
      'App-store and product reviews',
      'Online forums',
      'Public statistics',
    ],
  },
  audience: {
    startHere: { title: 'Write down three people you know who have this problem', minutes: 5 },
    steps: [
      {
        title: 'Describe one person who has the problem',
        description: 'One real-sounding person is easier to help than "everyone".',
        content: [
          'Write who they are, what a usual day looks like, and when the problem shows up.',
          'Note what they try today and why it falls short.',
          'Give them a name, so you can ask "would Sam use this?"',
        ],
        minutes: 20,
      },
      {
        title: 'Find where they talk about it',
        description: 'People describe their problems in their own words in public places.',
        content: [
          'Search forums, groups and communities for the problem in their words.',
          'Save five posts in which someone describes it.',
          'Note the words they use: use the same words when you describe your idea.',
        ],
        minutes: 30,
      },
      {
        title: 'Ask three of them about the last time it happened',
        description: 'Ask about what they did, not about your idea: people are kind about ideas.',
        content: [
          'Ask about the last time the problem happened and what they did.',
          'Ask what it cost them, in time, money or mood, and what they wish existed.',
          'Write their answers down word for word.',
        ],
        minutes: 60,
      },
      {
        title: 'Sum up what you heard',
        description: 'Patterns across people matter more than any one answer.',
        content: [
          'Write down the three things you heard more than once.',
          'Note what surprised you.',
          'Change your one-person description where it was wrong.',
        ],
        minutes: 20,
      },
    ],
    extras: [
      'Short conversations',
      'Online communities',
      'A simple survey form',
      'Notes in their own words',
    ],
  },
  monetization: {
    startHere: { title: 'Write down what you would pay for this yourself, and why', minutes: 5 },
    steps: [
      {
        title: 'List what people pay for it today',
        description: 'What people already spend is the best clue to what they would pay.',
        content: [
          'Write down what people with the problem spend on it now: money, time or both.',
          'Find the prices of three alternatives.',
          'Note who pays: the person, their employer or someone else.',
        ],
        minutes: 30,
      },
      {
        title: 'Pick two ways to charge',
        description: 'Two options are enough to compare; more is easy to get lost in.',
        content: [
          'Choose two: one-time price, subscription, free with paid extras, pay per use, or someone else pays.',
          'For each, write what a person gets for their money.',
          'Write one price for each that you could say out loud.',
        ],
        minutes: 30,
      },
      {
        title: 'Do the rough arithmetic',
        description: 'Rough numbers show quickly whether a way of charging can work.',
        content: [
          'Estimate what one customer costs you to find and to serve.',
          'Work out how many customers a month would cover your costs.',
          'Note whether that number feels reachable.',
        ],
        minutes: 30,
      },
      {
        title: 'Ask three people whether they would pay',
        description: 'A price said out loud gets a more honest answer than a survey.',
        content: [
          'Describe what they get and name the price.',
          'Ask what would make it worth it, and what would stop them.',
          'Write down their answers word for word.',
        ],
        minutes: 45,
      },
    ],
    extras: ['Subscription', 'One-time purchase', 'Free with paid extras', 'Pay per use'],
  },
  explore: {
    startHere: {
      title: 'Set a timer for ten minutes and write five versions of this idea',
      minutes: 10,
    },
    steps: [
      {
        title: 'Write ten variations',
        description: 'Quantity first: the good variations tend to come after the obvious ones.',
        content: [
          'Change one thing each time: who it is for, its format, its size or its price.',
          'Do not judge while you write; aim for the number.',
          'Star the two that excite you most.',
        ],
        minutes: 20,
      },
      {
        title: 'Turn the problem around',
        description: 'Looking at a problem from the other side shows new ways in.',
        content: [
          'Ask how the problem could be made worse, then turn each answer around.',
          'Ask who else has the same problem somewhere else.',
          'Add anything new to your list.',
        ],
        minutes: 20,
      },
      {
        title: 'Borrow and combine',
        description: 'Many good ideas are a known idea moved somewhere new.',
        content: [
          'Pick something that works well in another field and ask how it would work here.',
          'Combine your two starred variations into one.',
          'Write the best result in one sentence.',
        ],
        minutes: 30,
      },
      {
        title: 'Choose one to test this week',
        description: 'Choosing is a step too: an idea kept open forever never gets tried.',
        content: [
          'Compare your favourites on excitement, effort and what you can test this week.',
          'Pick one.',
          'Write down the first small thing you would do for it.',
        ],
        minutes: 15,
      },
    ],
    extras: [
      'Ten variations',
      'Turn the problem around',
      'Borrow from another field',
      'Combine two ideas',
    ],
  },
};

/**
 * The general guide for `kind`. `failed`: a request to an AI really failed, so its first step
 * opens with the spec's sentence; with no AI connected nothing was asked and it says nothing of
 * the sort (the notice above the guide says the steps are general, in one voice).
 */
export function guideFallback(kind: StepKind, { failed = true }: { failed?: boolean } = {}): Guide {
  const general = GENERAL_GUIDES[kind];
  const steps = general.steps.map((step) => ({ ...step, content: [...step.content] }));
  if (failed) steps[0] = { ...steps[0]!, description: GUIDE_FAILED_SENTENCE };
  return { kind, steps, extras: [...general.extras], startHere: { ...general.startHere } };
}
