import type { Messages } from '../../en/index.ts';

export const seal: Messages['seal'] = {
  sectionTitle: 'Diario sellado',
  openText:
    'Sella tu diario y lo que escribes se cifra en este dispositivo antes de salir. Ni nosotros, ni una copia robada, ni quien entre en nuestros servidores podrá leerlo. Lo abren tus llaves de acceso y una clave de recuperación.',
  sealedText:
    'Tu diario está sellado: lo que escribes se cifra en tus dispositivos y nosotros no podemos leerlo.',
  sealingText: 'Tu diario se está sellando en este dispositivo.',
  rekeyingText: 'La clave de tu diario se está cambiando en este dispositivo.',
  whatStaysPlain:
    'Seguimos pudiendo leer, para que funcionen las listas, los recordatorios y la facturación: los tipos de tus entradas, sus fechas, borradores y eliminaciones, tus días de hábitos, recuentos y tamaños, y las entradas que compartes para recibir comentarios o para investigación.',
  notYetSealed:
    'Sin sellar: tu foto y fondo de perfil, que otras personas pueden ver. Las importaciones necesitan tus palabras en nuestro servidor, así que esperan a un diario abierto (el informe se escribe en este dispositivo); las estadísticas cuentan las entradas selladas solo por su tipo y su fecha, y dejan fuera los sentimientos sellados (la página de sentimientos los cuenta en tu dispositivo).',
  sealMyJournal: 'Sellar mi diario',
  warningTitle: 'Antes de sellar tu diario',
  warning:
    'Solo abren un diario sellado tus llaves de acceso que puedan hacerlo y tu clave de recuperación. Si las pierdes todas, nadie podrá leer lo que escribiste: ni tú ni nosotros.',
  warningAccept: 'Lo entiendo',
  cancel: 'Cancelar',
  passkeyStepTitle: 'Ábrelo con una llave de acceso',
  passkeyStepText:
    'Usa una de tus llaves de acceso para abrir tu diario en otros dispositivos. Tu navegador te pedirá confirmarla.',
  usePasskey: 'Usar una llave de acceso',
  skipPasskey: 'Omitir: solo la clave de recuperación',
  passkeyAdded: 'Esta llave de acceso abrirá tu diario.',
  passkeyNoPrf: 'Esa llave de acceso te permite entrar, pero no puede abrir un diario sellado.',
  recoveryTitle: 'Tu clave de recuperación',
  recoveryText:
    'Estas 12 palabras abren tu diario si no tienes a mano una llave de acceso. Escríbelas o imprímelas y guárdalas en un lugar seguro. Nunca las vemos y no podemos volver a mostrarlas.',
  print: 'Imprimir',
  savedNext: 'Ya las anoté',
  checkTitle: 'Comprueba tu clave de recuperación',
  checkText: 'Escribe dos de las palabras, para saber que están bien anotadas.',
  wordNumber: 'Palabra {{number}}',
  wrongWord: 'Esa no es la palabra {{number}}.',
  back: 'Atrás',
  confirmSaved: 'Guardé mi clave de recuperación',
  sealing: 'Sellando tu diario...',
  sealingProgress: 'Selladas {{done}} de {{total}} entradas',
  sealingResumes:
    'Puedes seguir escribiendo. Si cierras esta página, el sellado continúa la próxima vez que abras tu diario aquí.',
  sealFailed: 'El sellado se detuvo',
  sealFailedText: 'No se perdió nada. Comprueba tu conexión e inténtalo de nuevo.',
  tryAgain: 'Intentar de nuevo',
  sealed: 'Tu diario está sellado.',
  waysInTitle: 'Qué lo abre',
  recoveryKeyWay: 'Tu clave de recuperación (guardada)',
  passkeyWay: 'Llave de acceso «{{name}}»',
  passkeySignsInOnly: 'Llave de acceso «{{name}}»: permite entrar, no abre el diario',
  stopPasskey: 'Que esta llave de acceso deje de abrir el diario',
  forgetDevice: 'Olvidar este dispositivo',
  forgetDeviceText:
    'Este navegador mantiene tu diario abierto hasta que cierres sesión. Si lo olvidas aquí, la próxima vez te pedirá una llave de acceso o tu clave de recuperación.',
  gateTitle: 'Tu diario está sellado',
  gateText:
    'Has iniciado sesión. Para leer y escribir, abre tu diario con una llave de acceso que pueda hacerlo o con tu clave de recuperación.',
  openWithPasskey: 'Abrir con una llave de acceso',
  useRecoveryKey: 'Usar mi clave de recuperación',
  recoveryLabel: 'Clave de recuperación',
  recoveryDescription: 'Las 12 palabras, en orden',
  open: 'Abrir mi diario',
  opening: 'Abriendo...',
  notARecoveryKey:
    'Estas no son las 12 palabras de una clave de recuperación. Revisa cada palabra y su orden.',
  wrongKey: 'Esa clave no abre este diario.',
  passkeyCannotOpen:
    'Esa llave de acceso no puede abrir este diario. Prueba otra o tu clave de recuperación.',
  noPasskeyOpens:
    'Ninguna de tus llaves de acceso abre este diario todavía: usa tu clave de recuperación.',
  lostEverything: '¿Perdiste todas tus llaves de acceso y tu clave de recuperación?',
  startOver: 'Empezar de nuevo',
  startOverTitle: 'Empezar de nuevo sin lo que sellaste',
  startOverText:
    'Tus entradas selladas se eliminan para siempre: nadie puede leerlas, así que nadie puede recuperarlas. Tu cuenta, tu suscripción, las entradas que compartiste y tus días de hábitos se quedan. Tu diario deja de estar sellado.',
  startOverNeedsCode:
    'Para empezar de nuevo, vuelve a iniciar sesión con un código que te enviamos: cierra sesión, entra con un código y vuelve aquí en menos de 10 minutos.',
  startOverConfirm: 'Eliminar lo que sellé',
  startedOver: 'Lo que sellaste se eliminó. Tu diario está abierto y sin ello.',
  logOutForCode: 'Cerrar sesión para entrar con un código',
  checking: 'Abriendo tu diario...',
  brokenEntry: 'No se pudo abrir esta entrada',
  brokenEntryText:
    'Se modificó o se movió después de sellarla, así que no se muestra. Nada más se ve afectado.',
  unsealingText: 'Tu diario se está desellando en este dispositivo.',
  unsealTitle: 'Desellar mi diario',
  unsealText:
    'Desellado, lo que escribes vuelve a guardarse legible para nosotros, y la búsqueda, la exportación y el informe funcionan en nuestro servidor. Tus claves se eliminan.',
  unseal: 'Desellar mi diario',
  unsealConfirmText:
    'Tus entradas se abrirán en este dispositivo y nos llegarán legibles, por tandas. Desde entonces podremos leer lo que escribas, como antes de sellarlo. Puedes volver a sellarlo más adelante.',
  unsealConfirm: 'Desellarlo',
  unsealing: 'Desellando tu diario...',
  unsealingProgress: 'Abiertas {{done}} de {{total}} entradas',
  unsealed: 'Tu diario ya no está sellado.',
  unsealFailed: 'El desellado se detuvo',
  unsealBroken:
    '{{count}} entradas no se pudieron abrir (se modificaron o se movieron), así que siguen selladas y tu diario con ellas. No se perdió nada más.',
  letItOpen: 'Que abra el diario',
  letItOpenTitle: 'Que otra llave de acceso abra tu diario',
  letItOpenText:
    'Primero abre tu diario con una llave de acceso que ya lo haga, o con tu clave de recuperación. Después tu navegador te pedirá la llave de acceso «{{name}}».',
  changeKeyTitle: 'Cambiar la clave del diario',
  changeKeyText:
    '¿Perdiste un dispositivo, o crees que otra persona tuvo tu diario abierto? Quita su llave de acceso arriba y cambia la clave: todo se sella de nuevo con una clave nueva, y un dispositivo que guardó la anterior ya no puede leerlo.',
  changeKey: 'Cambiar la clave del diario',
  changeKeyConfirmText:
    'Se crea una clave nueva en este dispositivo y cada entrada se sella de nuevo con ella, por tandas. Tus llaves de acceso y tu clave de recuperación lo abren como antes. Los demás dispositivos pedirán una llave de acceso o tu clave de recuperación la próxima vez.',
  changeKeyConfirm: 'Cambiar la clave',
  rekeying: 'Cambiando la clave de tu diario...',
  rekeyingProgress: 'Sellado de nuevo: {{done}} de {{total}} entradas',
  rekeyed: 'La clave de tu diario está cambiada.',
  rekeyFailed: 'El cambio de clave se detuvo',
  rekeyBroken:
    'No se pudieron abrir {{count}} entradas (se cambiaron o movieron), así que siguen con la clave anterior y el cambio espera. No se perdió nada más.',
  writesWait:
    'Parte de lo que escribiste en este dispositivo aún no nos ha llegado. Deja que se envíe (sale en cuanto tengas conexión) y luego cambia la clave.',
};
