/** Follow your excitement and record your results (features/excitement). */
export const excitement = {
  start: {
    title: 'Follow Your Excitement',
    intro:
      'Your excitement is a compass. Choose the option that lights you up, act on it, then record what happened.',
    onYourWay: 'You are already on your way',
    following:
      'You are following “{{title}}”. <record>Record your results</record> first, or choose a new action: it takes its place, and the earlier one stays among your posts.',
    optionHeading: 'Your Most Exciting Option',
    optionText:
      "Of everything you could do right now, which option excites you the most? Not the grandest dream: the most exciting thing actually in front of you. Act on it to the best of your ability, as far as you can take it, and let go of how it has to turn out. When you can go no further, the next most exciting option will be there. This is Bashar's simple formula: follow your excitement, one step at a time, with no insistence on the outcome.",
    takeAction: "I'm Taking Action",
    takingAction: 'Taking action...',
    takingActionTitle: 'You are taking action: {{title}}',
    takingActionText: 'When you are done, record your results from the map in the top bar.',
    nothingToActOn: 'Write an option here first, then choose the one that excites you most.',
  },
  options: {
    none: 'No options yet. Write down two or three things you could do right now, even small ones.',
    which: 'Which one excites you most?',
    remove: 'Remove “{{choice}}”',
    label: 'Options',
    placeholder: 'Take a walk',
  },
  end: {
    title: 'Record Your Results',
    intro: 'You followed your excitement. What happened, and what did you not expect?',
    loading: 'Loading your excitement',
    couldNotLoad: 'We could not load your excitement',
    notFound: 'Excitement not found',
    notFoundText: 'This excitement does not exist or is not yours to see.',
    nothing: 'Nothing to record yet',
    nothingText:
      'You have no excitement in progress. Choose the most exciting option in front of you and act on it; then come back here to record what happened.',
    follow: 'Follow your excitement',
  },
  results: {
    date: 'Date: ',
    moodDescription: 'How you feel now that you acted, in a word or two.',
    shareForResearchDescription:
      'Lets the Inner Compass team read this post to improve the exercises. It is never shown to other people.',
    notSaved: 'Your results were not saved',
    saved: 'Your results are saved.',
    deleteTitle: 'Delete this excitement?',
    deleteBody:
      'It disappears from your posts, with anything you wrote about it. You cannot undo this.',
    deleted: 'The excitement is deleted.',
  },
};
