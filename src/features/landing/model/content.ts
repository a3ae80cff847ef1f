import { PRICING } from '@/config/constants';
import { sectionIds } from '@/config/paths';

/** The landing page's words (docs/product.md §4), kept apart from its layout. */

/** The product's social profile (docs/product.md §4.1: the header's link, opening in a new tab). */
export const SOCIAL_PROFILE = {
  label: 'Clarity on LinkedIn',
  href: 'https://www.linkedin.com/company/clarity-from-chaos-to-clarity',
} as const;

export const NAV_LINKS = [
  { id: sectionIds.howItWorks, label: 'How It Works' },
  { id: sectionIds.whoItsFor, label: "Who It's For" },
  { id: sectionIds.pricing, label: 'Pricing' },
  { id: sectionIds.about, label: 'About' },
] as const;

export const HOW_IT_WORKS = [
  {
    icon: '✍️',
    title: 'Describe your idea',
    body: 'Type it out exactly as it lives in your head — messy, half-formed and all over the place is fine.',
  },
  {
    icon: '🧠',
    title: 'We clarify it',
    body: 'AI breaks it down into the problem, the audience, the unique value, the format and the challenges ahead.',
  },
  {
    icon: '🧭',
    title: 'Choose your next move',
    body: 'Pick a path — build, research, understand people, make money or explore — and follow a step-by-step guide.',
  },
] as const;

export const AUDIENCES = [
  {
    icon: '🎓',
    title: 'Students',
    body: 'Turn project sparks and assignment ideas into a plan you can start today.',
  },
  {
    icon: '⚡',
    title: 'ADHD thinkers',
    body: 'Get the racing thoughts out and let structure arrive without the overwhelm.',
  },
  {
    icon: '🚀',
    title: 'Founders',
    body: 'Sharpen a startup idea before you spend months building the wrong thing.',
  },
  {
    icon: '🎨',
    title: 'Creatives',
    body: 'Shape a creative project into something you can share, sell or ship.',
  },
] as const;

export interface Plan {
  name: string;
  price: number;
  blurb: string;
  features: readonly string[];
  locked: boolean;
}

export const PLANS: readonly Plan[] = [
  {
    name: 'Free Beta',
    price: PRICING.betaPerMonth,
    blurb: 'Everything you need while we build Clarity together.',
    features: [
      'Unlimited clarifications',
      'AI insights',
      'Structured action plans',
      'Idea history',
      'Community support',
    ],
    locked: false,
  },
  {
    name: 'Pro',
    price: PRICING.proPerMonth,
    blurb: 'For thinkers who want to go deeper.',
    features: [
      'Advanced AI models',
      'Market research insights',
      'Export and sharing',
      'Priority support',
    ],
    locked: true,
  },
  {
    name: 'Teams',
    price: PRICING.teamsPerMonth,
    blurb: 'For groups that think better together.',
    features: [
      'Team collaboration',
      'Shared workspaces',
      'Advanced analytics',
      'Custom integrations',
    ],
    locked: true,
  },
];

/** Ten questions (docs/product.md §4.3) that between them make every claim of §1 there. */
export const FAQ = [
  {
    question: 'What is Clarity?',
    answer:
      'Clarity turns a vague or messy idea into a clear structure: the problem it solves, who it is for, what makes it unique, the format it could take and 3-4 challenges to watch for. Then it gives you a step-by-step guide for your next move.',
  },
  {
    question: 'Who is Clarity for?',
    answer:
      'ADHD thinkers, students, founders and creatives — anyone whose ideas arrive fast, half-formed or all at once and who wants help turning them into something they can act on.',
  },
  {
    question: 'How does the AI clarify my idea?',
    answer:
      'An AI chat model reads your idea and returns a structured breakdown of the problem, target audience, unique value, format and potential challenges. Your text is only used to answer you.',
  },
  {
    question: 'What happens after my idea is clarified?',
    answer:
      'You choose a next step — build an MVP, do market research, understand your audience, explore monetization or explore the idea further — and get an AI-generated guide whose steps you can mark complete or incomplete as you go.',
  },
  {
    question: 'Are my ideas saved?',
    answer:
      'Yes. When you are signed in, every idea is saved automatically in your account, with the step you chose and your progress, so you can revisit it and continue where you left off at any time.',
  },
  {
    question: 'Can I use Clarity without an account?',
    answer:
      'Yes. As a visitor you can clarify ideas and follow guides, but nothing is saved to an account: you only see a short list of your recent ideas while this browser tab is open.',
  },
  {
    question: 'Can I delete my data?',
    answer:
      'Yes, at any time. You can delete any idea from My Ideas, and deleting an idea removes its guides and progress with it.',
  },
  {
    question: 'Is there a limit on how many ideas I can clarify?',
    answer: 'No. During the beta there is no limit on ideas — clarify as many as you like.',
  },
  {
    question: 'How much does Clarity cost?',
    answer: `The beta is free at $${PRICING.betaPerMonth}/month. Pro ($${PRICING.proPerMonth}/month) and Teams ($${PRICING.teamsPerMonth}/month) plans are coming soon.`,
  },
  {
    question: 'How can I give feedback or get in touch?',
    answer:
      'Use the contact form (the Contact button at the top of this page, or Contact Us below) or the in-app feedback button. We read every message.',
  },
] as const;

export const STATS = [
  { value: '1 in 9', label: 'students with ADHD and attention challenges' },
  { value: '73%', label: 'have difficulty organizing their ideas' },
  { value: '42%', label: 'of startups fail from unclear market understanding' },
  { value: '68%', label: 'feel overwhelmed by disorganized thoughts' },
] as const;
