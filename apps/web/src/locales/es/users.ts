import type { Messages } from '../en/index.ts';

export const users: Messages['users'] = {
  profile: 'Perfil',
  profileIntro:
    'Cómo te saluda {{product}}: tu nombre, tu avatar y la imagen de fondo de tu panel.',
  saved: 'Tu perfil está guardado.',
  notSaved: 'Tu perfil no se ha guardado',
  name: 'Nombre',
  nameDescription:
    'Aparece en la barra superior y en tu saludo. Nunca se muestra a otras personas.',
  avatar: 'Avatar',
  avatarDescription: 'Un recorte cuadrado, que se muestra redondo en la barra superior.',
  background: 'Imagen de fondo',
  backgroundDescription:
    'La imagen detrás de tu panel. Se guarda entera; cada pantalla muestra su parte central.',
  language: 'Idioma',
  languageDescription: 'Se recuerda en este dispositivo. Automático sigue a tu navegador.',
  languageAutomatic: 'Automático (navegador)',
  dangerZone: 'Zona de peligro',
  dangerText:
    'Eliminar tu cuenta borra todo lo que has escrito y cancela tu suscripción. No se puede deshacer.',
  deleteAccount: 'Eliminar tu cuenta',
};
