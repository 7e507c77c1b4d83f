/** The identity feature: the "Preferred You" action items (features/identity). */
export const identity = {
  itemsSaved: 'Your action items are saved.',
  menuName: 'Preferred You: {{unchecked}} unchecked',
  menuTitle: 'The Preferred You: your action items',
  preferredYou: 'Preferred You',
  thePreferredYou: 'The Preferred You',
  openInDialog: 'Open in a dialog',
  noItems: 'Nothing here yet. Add the small things the person you choose to be does every day.',
  removeItem: 'Remove “{{action}}”',
  newItem: 'New action item',
  thingToDo: 'Thing to do',
  uncheckAll: 'Uncheck All',
  notSavedYet: 'Not saved yet: press Save to keep these changes.',
  dialogHelp:
    'Tick what you have done. Clear unticks every item for a fresh start; Save keeps the list.',
  clear: 'Clear',
};
