import type { Messages } from '../../en/index.ts';

export const lock: Messages['lock'] = {
  title: '{{product}} está bloqueado',
  explained:
    'Tu diario está oculto en este dispositivo. Desbloquéalo para volver a donde estabas, con lo que no habías guardado.',
  loading: 'Comprobando cómo puedes desbloquearlo...',
  couldNotLoad: 'No pudimos conectar con {{product}} para desbloquearlo. Comprueba tu conexión.',
  tryAgain: 'Reintentar',
  unlockWithPasskey: 'Desbloquear con una llave de acceso',
  unlockWithCode: 'Desbloquear con un código',
  waitingForPasskey: 'Esperando a tu llave de acceso...',
  codeGoesToEmail: 'El código llega por correo electrónico a {{contact}}.',
  codeGoesToPhone: 'El código llega por SMS a {{contact}}.',
  sending: 'Enviando un código...',
  sentByEmail:
    'Te enviamos un código de 6 dígitos por correo electrónico a <contact>{{contact}}</contact>. Sirve durante {{minutes}} minutos.',
  sentByText:
    'Te enviamos un código de 6 dígitos por SMS a <contact>{{contact}}</contact>. Sirve durante {{minutes}} minutos.',
  codeLabel: 'Código',
  codeDescription: 'Los {{length}} dígitos del mensaje',
  unlock: 'Desbloquear',
  unlocking: 'Desbloqueando...',
  resend: 'Reenviar',
  codeSentAgain: 'Un código nuevo va de camino.',
  back: 'Volver',
  didNotWork: 'No se ha desbloqueado',
  couldNotSend: 'No se envió ningún código',
  passkeyFailed:
    'Este navegador no pudo usar una llave de acceso aquí. Inténtalo de nuevo, o cierra sesión y vuelve a entrar.',
  passkeyOnly:
    'Tu cuenta tiene una llave de acceso, así que solo una llave de acceso la desbloquea: un código podría llegar a este mismo dispositivo.',
  passkeyNotHere:
    'Tu cuenta solo se desbloquea con una de sus llaves de acceso, y este navegador no puede usarlas. Cierra sesión y vuelve a entrar.',
  notYou: '¿No eres tú, o has terminado por ahora?',
  logOut: 'Cerrar sesión',
  logOutExplained:
    'Cerrar sesión termina esta sesión, y este dispositivo olvida lo que no se guardó.',
  onThisDevice: 'En este dispositivo',
  onThisDeviceText:
    'Se guarda solo en este navegador: tus otros dispositivos tienen el suyo. Bloqueado, {{product}} oculta tu diario hasta que lo desbloquees con tu llave de acceso (o con un código, si no tienes ninguna).',
  lockAfter: 'Bloquear tras',
  lockAfterDescription: 'Cuánto tiempo puede pasar este dispositivo sin usarse antes de bloquearse',
  never: 'Nunca',
  after1: '1 minuto',
  after5: '5 minutos',
  after15: '15 minutos',
  after60: '1 hora',
  escapeTwice: 'Pulsa <kbd>Esc</kbd> dos veces para bloquearlo al momento, en cualquier página.',
  saved: 'Guardado en este dispositivo.',
  notSaved: 'Guardado en este dispositivo, pero aún no se pudo avisar a {{product}}',
};
