import type { Messages } from '../en/index.ts';

export const auth: Messages['auth'] = {
  loginTitle: 'Entrar',
  customerZone: 'Zona de clientes',
  loginIntro: 'Tu diario privado, tu identidad y tus hábitos, en un solo lugar.',
  login: 'Acceso',
  noPassword: 'No hay contraseña que recordar.',
  codeExplained:
    'Te enviamos un código de 6 cifras al móvil o al correo; escríbelo en la siguiente pantalla.',
  newHere: '¿Eres nuevo? El mismo código crea tu cuenta.',
  invalidContact: 'Escribe una dirección de correo o un número de móvil',
  couldNotSend: 'No se pudo enviar el código',
  contactLabel: 'Móvil o correo electrónico',
  sendingCode: 'Enviando el código...',
  next: 'Siguiente',
  enterCodeTitle: 'Escribe tu código',
  alreadySent: 'Ya te enviamos un código; sigue siendo válido.',
  sentByEmail:
    'Te enviamos un código de 6 cifras por correo a <contact>{{contact}}</contact>. Vale durante {{minutes}} minutos.',
  sentByText:
    'Te enviamos un código de 6 cifras por SMS a <contact>{{contact}}</contact>. Vale durante {{minutes}} minutos.',
  notYou: '¿No eres tú o la dirección está mal? <login>Pulsa aquí</login> para usar otro contacto.',
  checkSpam:
    '¿No te ha llegado el correo en un minuto? Mira en la carpeta de spam y pulsa Reenviar.',
  askAgainIn: '{{message}} Podrás pedirlo de nuevo en {{seconds}} segundos.',
  didNotWork: 'No ha funcionado',
  codeSentAgain: 'Código enviado de nuevo',
  noNewCode: 'Aún no hay código nuevo',
  codeLabel: 'Código de verificación',
  codeDescription: 'Las {{length}} cifras del mensaje',
  verifying: 'Comprobando...',
  verify: 'Comprobar',
  resending: 'Enviando...',
  resend: 'Reenviar',
  signInWithPasskey: 'Entrar con una llave de acceso',
  waitingForPasskey: 'Esperando a tu llave de acceso...',
  or: 'o',
  passkeyNotSignedIn: 'No has entrado',
  passkeyRefused:
    'Esa llave de acceso no te dejó entrar. Vuelve a intentarlo o entra con un código.',
  passkeyFailed:
    'Tu navegador no pudo usar una llave de acceso aquí. Vuelve a intentarlo o entra con un código.',
};
