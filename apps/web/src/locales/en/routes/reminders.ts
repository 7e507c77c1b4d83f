/** The profile's reminders and the unsubscribe page (features/reminders). */
export const reminders = {
  title: 'Reminders',
  loading: 'Loading your reminders...',
  sentByEmail:
    'Sent by e-mail to {{contact}}, once a day at the time you choose. Every reminder has a link to stop it.',
  sentBySms:
    'Sent by text message to {{contact}}, once a day at the time you choose. Every reminder has a link to stop it.',
  sentByPushElseEmail_one:
    'Sent as a notification to your device with reminders on, once a day at the time you choose; by e-mail to {{contact}} when it cannot be reached.',
  sentByPushElseEmail_other:
    'Sent as a notification to your {{count}} devices with reminders on, once a day at the time you choose; by e-mail to {{contact}} when none can be reached.',
  sentByPushElseSms_one:
    'Sent as a notification to your device with reminders on, once a day at the time you choose; by text message to {{contact}} when it cannot be reached.',
  sentByPushElseSms_other:
    'Sent as a notification to your {{count}} devices with reminders on, once a day at the time you choose; by text message to {{contact}} when none can be reached.',
  noContact: 'Reminders go to the contact you sign in with.',
  kind: {
    dailyIntention: {
      switch: 'Daily intention reminder',
      time: 'Daily intention time',
      help: 'A nudge to set your daily intention. Skipped on days you already wrote one.',
      stopped:
        'You will no longer get daily intention reminders. Your other reminders stay as they are.',
    },
    habitCheckIn: {
      switch: 'Habit check-in reminder',
      time: 'Habit check-in time',
      help: 'A nudge to mark your habit trackers. Skipped on days no tracker needs: all marked, resting, paused or with the week’s goal met.',
      stopped:
        'You will no longer get habit check-in reminders. Your other reminders stay as they are.',
    },
    tracker: {
      stopped:
        'You will no longer get reminders for that habit. Your other reminders stay as they are.',
    },
  },
  push: {
    switch: 'Notifications on this device',
    help: 'Reminders arrive here as a notification instead of by e-mail or text. If no device can be reached, they come by e-mail or text as before.',
    loading: 'Checking this device...',
    denied:
      'Notifications are blocked for Inner Compass in this browser. Allow them in the site settings, then try again.',
    unsupported: 'This browser cannot show notifications from Inner Compass.',
    deviceName: '{{browser}} on {{system}}',
    devicesTitle: 'Devices that get notifications',
    unnamedDevice: 'A device',
    thisDeviceName: '{{name}} (this device)',
    added: 'since {{date}}',
    stop: 'Stop',
    stopNamed: 'Stop notifications on {{name}}',
    homeScreenTitle: 'Reminders on iPhone and iPad',
    homeScreen:
      'To get reminders as notifications, add Inner Compass to your Home Screen: tap Share, then Add to Home Screen, and open it from there.',
  },
  trackers: {
    title: 'Each habit at its own time',
    help: 'A nudge for one habit, only on days its goal still needs: not once it is marked, on a rest day, while paused, or when the week’s goal is met.',
    switch: 'Remind me of “{{title}}”',
    time: 'Time for “{{title}}”',
  },
  timeZone: 'Time zone',
  timeZoneDescription: "Reminders follow this zone's clock, summer time included.",
  save: 'Save reminders',
  saved: 'Reminders saved.',
  unsubscribe: {
    documentTitle: 'Unsubscribe',
    title: 'Stop a reminder',
    incomplete:
      'This link is incomplete. Open the link from your reminder again, or turn reminders off on your Profile.',
    question: 'Stop the reminder this link came with? Nothing else changes.',
    button: 'Unsubscribe',
    again: 'You can choose reminders again at any time on your <profile>Profile</profile>.',
  },
};
