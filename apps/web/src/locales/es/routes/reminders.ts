import type { Messages } from '../../en/index.ts';

export const reminders: Messages['reminders'] = {
  title: 'Recordatorios',
  loading: 'Cargando tus recordatorios...',
  sentByEmail:
    'Se envían por correo electrónico a {{contact}}, una vez al día a la hora que elijas. Cada recordatorio trae un enlace para detenerlo.',
  sentBySms:
    'Se envían por SMS a {{contact}}, una vez al día a la hora que elijas. Cada recordatorio trae un enlace para detenerlo.',
  sentByPushElseEmail_one:
    'Llegan como notificación a tu dispositivo con recordatorios, una vez al día a la hora que elijas; por correo a {{contact}} cuando no se puede llegar a él.',
  sentByPushElseEmail_other:
    'Llegan como notificación a tus {{count}} dispositivos con recordatorios, una vez al día a la hora que elijas; por correo a {{contact}} cuando no se puede llegar a ninguno.',
  sentByPushElseSms_one:
    'Llegan como notificación a tu dispositivo con recordatorios, una vez al día a la hora que elijas; por SMS a {{contact}} cuando no se puede llegar a él.',
  sentByPushElseSms_other:
    'Llegan como notificación a tus {{count}} dispositivos con recordatorios, una vez al día a la hora que elijas; por SMS a {{contact}} cuando no se puede llegar a ninguno.',
  noContact: 'Los recordatorios llegan al contacto con el que inicias sesión.',
  kind: {
    dailyIntention: {
      switch: 'Recordatorio de la intención diaria',
      time: 'Hora de la intención diaria',
      help: 'Un empujoncito para fijar tu intención diaria. No llega los días en que ya escribiste una.',
      stopped:
        'Ya no recibirás recordatorios de la intención diaria. Tus otros recordatorios siguen como están.',
    },
    habitCheckIn: {
      switch: 'Recordatorio de repaso de hábitos',
      time: 'Hora del repaso de hábitos',
      help: 'Un empujoncito para marcar tus hábitos. No llega los días en que ningún hábito lo necesita: todos marcados, en descanso, en pausa o con la meta de la semana cumplida.',
      stopped:
        'Ya no recibirás recordatorios del repaso de hábitos. Tus otros recordatorios siguen como están.',
    },
    tracker: {
      stopped:
        'Ya no recibirás recordatorios de ese hábito. Tus otros recordatorios siguen como están.',
    },
  },
  push: {
    switch: 'Notificaciones en este dispositivo',
    help: 'Los recordatorios llegan aquí como notificación en lugar de por correo o SMS. Si no se puede llegar a ningún dispositivo, llegan por correo o SMS como antes.',
    loading: 'Comprobando este dispositivo...',
    denied:
      'Las notificaciones de Inner Compass están bloqueadas en este navegador. Permítelas en la configuración del sitio y vuelve a intentarlo.',
    unsupported: 'Este navegador no puede mostrar notificaciones de Inner Compass.',
    deviceName: '{{browser}} en {{system}}',
    devicesTitle: 'Dispositivos que reciben notificaciones',
    unnamedDevice: 'Un dispositivo',
    thisDeviceName: '{{name}} (este dispositivo)',
    added: 'desde el {{date}}',
    stop: 'Detener',
    stopNamed: 'Detener las notificaciones en {{name}}',
    homeScreenTitle: 'Recordatorios en iPhone y iPad',
    homeScreen:
      'Para recibir los recordatorios como notificaciones, añade Inner Compass a tu pantalla de inicio: toca Compartir, luego Añadir a pantalla de inicio, y ábrelo desde allí.',
  },
  trackers: {
    title: 'Cada hábito a su hora',
    help: 'Un aviso para un hábito, solo los días que su meta aún necesita: no cuando ya está marcado, en un día de descanso, mientras está en pausa o cuando la meta de la semana se cumplió.',
    switch: 'Recuérdame «{{title}}»',
    time: 'Hora de «{{title}}»',
  },
  timeZone: 'Zona horaria',
  timeZoneDescription:
    'Los recordatorios siguen el reloj de esta zona, horario de verano incluido.',
  save: 'Guardar recordatorios',
  saved: 'Recordatorios guardados.',
  unsubscribe: {
    documentTitle: 'Darse de baja',
    title: 'Detener un recordatorio',
    incomplete:
      'Este enlace está incompleto. Vuelve a abrir el enlace de tu recordatorio o desactiva los recordatorios en tu Perfil.',
    question: '¿Detener el recordatorio del que viene este enlace? Nada más cambia.',
    button: 'Darme de baja',
    again: 'Puedes volver a elegir recordatorios cuando quieras en tu <profile>Perfil</profile>.',
  },
};
