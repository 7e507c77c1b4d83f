import type { Messages } from '../../en/index.ts';

export const imageInput: Messages['imageInput'] = {
  invalidType:
    'Tipo de imagen no válido. Elige un archivo PNG, JPEG, GIF, WebP, BMP, TIFF o de icono.',
  empty: 'Este archivo está vacío. Elige otra imagen.',
  tooLarge:
    'Esta imagen ocupa {{megabytes}} MB; el límite es de {{limit}} MB. Elige una más pequeña.',
  sealing: 'Sellando la imagen en este dispositivo...',
  sealRefused: {
    unreadable: 'No se pudo leer este archivo como imagen. Prueba con un archivo PNG o JPEG.',
    tooManyPixels: 'Esta imagen tiene demasiados píxeles. Prueba con una más pequeña.',
  },
  uploading: 'Subiendo la imagen...',
  uploadProgress: 'Progreso de la subida',
  dropHere: 'Suelta una imagen aquí',
  accepted: 'PNG, JPEG, GIF, WebP, BMP, TIFF o icono, hasta {{limit}} MB',
  addImage: 'Añadir imagen',
  addPhoto: 'Añadir una foto',
  camera: 'Cámara',
  preview: 'Vista previa: {{label}}',
  loadingImage: 'Cargando la imagen...',
  couldNotLoad: 'No se pudo cargar esta imagen.',
  removeImage: 'Quitar imagen',
  upload: {
    sessionEnded: 'Tu sesión ha terminado. Vuelve a iniciar sesión para subir imágenes.',
    tooLarge: 'Esta imagen es demasiado grande: el límite es de {{limit}} MB.',
    invalidType: 'Tipo de imagen no válido',
    tooManyPixels: 'Esta imagen tiene demasiados píxeles. Prueba con una más pequeña.',
    unexpected: 'El servidor respondió a la subida de una forma inesperada. Vuelve a intentarlo.',
  },
  crop: {
    title: 'Recorta la imagen',
    couldNotOpen: 'No se pudo abrir esta imagen para recortarla. Prueba con un archivo PNG o JPEG.',
    opening: 'Abriendo la imagen',
    tooSmall:
      'Esta imagen es demasiado pequeña para recortarla: necesita al menos {{min}} píxeles por lado.',
    cannotCrop: 'No se puede recortar esta imagen',
    cropTooSmall: 'El recorte debe tener al menos {{min}} píxeles por lado.',
    area: 'Zona de recorte',
    hint: 'Arrastra la imagen, o selecciónala y usa las flechas del teclado ({{step}} px por pulsación; las teclas del 1 al 9 lo cambian). Haz zoom con el control deslizante, la rueda del ratón o dos dedos.',
    zoom: 'Zoom',
    cropping: 'Recortando...',
    use: 'Usar este recorte',
    browserCannot: 'Este navegador no puede recortar imágenes.',
    notMade: 'No se pudo crear la imagen recortada.',
  },
  webcam: {
    title: 'Haz una foto',
    couldNotStart: 'No se pudo encender la cámara.',
    notYet:
      'La cámara todavía no ha enviado ninguna imagen. Espera un momento y vuelve a intentarlo.',
    didNotStart: 'La cámara no se encendió',
    noUserMedia: 'Este navegador no permite usar la cámara en esta página.',
    noEnumerateDevices: 'Este navegador no puede enumerar las cámaras del dispositivo.',
    captured: 'Lo que ha captado la cámara',
    retake: 'Repetir',
    view: 'Imagen de la cámara',
    starting: 'Encendiendo la cámara',
    holdStill: 'No te muevas y pulsa Capturar. Podrás ver la foto antes de quedártela.',
    capture: 'Capturar',
  },
};
