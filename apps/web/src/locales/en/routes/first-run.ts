/** The first run on /welcome (features/users): three optional questions, then one exercise. */
export const firstRun = {
  title: 'Welcome to {{product}}',
  intro: 'Three quick questions to make it yours. Each one is optional.',
  stepOf: 'Question {{step}} of {{count}}',
  skip: 'Skip',
  skipAll: 'Skip the welcome',
  back: 'Back',
  next: 'Next',
  finish: 'Finish',
  notSaved: 'Your answers were not saved',
  nameQuestion: 'What should we call you?',
  nameLabel: 'Your name',
  nameDescription: 'Used in your greeting. Never shown to other people.',
  goalQuestion: 'What did you come for?',
  goal: {
    calmerDays: 'Calmer days',
    betterHabits: 'Better habits',
    writingDaily: 'Writing daily',
  },
  goalDescription: {
    calmerDays: 'Notice how you feel and set an intention for the day.',
    betterHabits: 'Track the habits you want to keep, one day at a time.',
    writingDaily: 'A few guided lines each day to clear your mind.',
  },
  reminderQuestion: 'When would a daily reminder help?',
  reminderSwitch: {
    dailyIntention: 'Remind me every day to set my intention',
    habitCheckIn: 'Remind me every day to check in on my habits',
  },
  reminderTime: 'Reminder time',
  reminderWhere:
    'Sent to {{contact}} at this time in {{timeZone}}. You can change it on your profile.',
  reminderNoContact: 'Reminders go to your sign-in address. You can change them on your profile.',
  doneTitle: 'Welcome, {{name}}',
  doneTitleNoName: 'Welcome',
  exercise: {
    calmerDays: 'A calmer day starts with noticing. Take a moment to log how you feel right now.',
    betterHabits: 'Small steps, kept daily. Start your first habit tracker: one habit is enough.',
    writingDaily: 'Start with a few lines: a short journal post, guided, about today.',
    none: 'Your journal is ready. Everything starts from your home page.',
  },
  exerciseLink: {
    calmerDays: 'Log how you feel',
    betterHabits: 'Start a habit tracker',
    writingDaily: 'Write a short journal post',
    none: 'Go to your home page',
  },
  later: 'Maybe later: go to your home page',
  sealOffer:
    'Only your devices can read a sealed journal: not us, and not anyone who takes our data.',
  sealOfferLink: 'Seal my journal',
};
