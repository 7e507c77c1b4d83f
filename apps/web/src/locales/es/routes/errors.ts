import type { Messages } from '../../en/index.ts';

export const errors: Messages['errors'] = {
  network_error: 'No pudimos conectar con Inner Compass. Revisa tu conexión y vuelve a intentarlo.',
  internal: 'Algo falló por nuestra parte. Vuelve a intentarlo.',
  unavailable: 'Inner Compass no responde ahora mismo. Vuelve a intentarlo en un momento.',
  invalid_request: 'Algo de lo que enviaste no es válido. Revísalo y vuelve a intentarlo.',
  url_too_long: 'Esa dirección es demasiado larga.',
  bad_url: 'Esa dirección no es válida.',
  not_found: 'No lo encontramos. Puede que se haya borrado.',
  unauthorized: 'Inicia sesión, por favor.',
  forbidden: 'No tienes permiso para hacer eso.',
  csrf: 'Esta petición venía de otro sitio y la rechazamos.',
  conflict: 'Eso se guardó al mismo tiempo que otra cosa. Vuelve a intentarlo.',
  rate_limited: 'Demasiados intentos. Espera un poco y vuelve a intentarlo.',
  code_recently_sent: 'Acabamos de enviarte un código. Espera un poco antes de pedir otro.',
  invalid_contact: 'Escribe un correo electrónico o un número de móvil.',
  channel_unavailable: 'Todavía no se puede entrar de esta forma. Usa tu otro contacto, por favor.',
  delivery_failed: 'No pudimos enviar el código ahora. Vuelve a intentarlo en un minuto.',
  ideas_busy:
    'Esta hora han llegado muchas ideas de visitantes. Envía la tuya más tarde, o entra en tu cuenta para enviarla ahora.',
  texts_paused:
    'El acceso por mensaje de texto está en pausa por ahora. Usa tu correo electrónico o vuelve a intentarlo más tarde.',
  invalid_code: 'Ese código no es correcto o ha caducado. Mira el último mensaje que te enviamos.',
  code_void:
    'Demasiados intentos fallidos: este código ya no sirve. Pulsa Reenviar para recibir uno nuevo.',
  session_locked:
    'Inner Compass está bloqueado en este dispositivo. Desbloquéalo con una llave de acceso o un código.',
  no_contact: 'Esta cuenta no tiene ningún contacto al que enviar un código.',
  confirmation_mismatch: 'Escribe el nombre de tu cuenta tal como aparece para confirmarlo.',
  invalid_image: 'No encontramos esa imagen.',
  missing_image: 'Elige una imagen para subir.',
  invalid_upload: 'No pudimos leer lo que subiste. Elige la imagen otra vez.',
  invalid_image_type:
    'Ese archivo no es una imagen que podamos usar. Elige un JPEG, PNG, WebP o GIF.',
  image_too_large: 'Esa imagen es demasiado grande. Elige una más pequeña.',
  image_too_many_pixels: 'Esa imagen tiene demasiados píxeles. Elige una más pequeña.',
  image_storage_full:
    'Tus imágenes ocupan todo el espacio que tiene cada persona. Quita imágenes de tus entradas, o borra entradas con imágenes, que ya no necesites, y vuelve a intentarlo.',
  writing_storage_full:
    'Lo que escribes ocupa todo el espacio que tiene cada persona. Borra entradas o sentimientos que ya no necesites, o acorta lo que escribes, y vuelve a intentarlo.',
  invalid_text:
    'El texto tiene un carácter que no se puede guardar. Quítalo y vuelve a intentarlo.',
  invalid_cursor: 'Esa página de entradas no es válida. Empieza por la primera.',
  not_shareable: 'Las entradas de este tipo no se pueden compartir para recibir comentarios.',
  post_id_taken: 'Ese identificador de entrada ya está en uso. Escribe la entrada otra vez.',
  identity_exists: 'Ya tienes un registro de identidad. Edita ese.',
  own_post: 'No puedes moderar tu propia entrada.',
  own_suggestion: 'No puedes moderar tu propia sugerencia.',
  not_open: 'Esta entrada no admite sugerencias.',
  challenge_full: 'Todas las plazas del reto están ocupadas.',
  too_many_trackers: 'Ya tienes todos los registros de hábitos permitidos.',
  subscription_required:
    'Tu suscripción no está activa. Aún puedes leer, exportar y borrar todo lo que escribiste. Renuévala en la página de Facturación.',
  payment_method_required: 'Primero añade una tarjeta.',
  billing_unavailable:
    'La facturación no está disponible ahora mismo. Vuelve a intentarlo más tarde.',
  card_declined: 'La tarjeta fue rechazada.',
  expired_card: 'Tu tarjeta ha caducado.',
  incorrect_cvc: 'El código de seguridad de tu tarjeta no es correcto.',
  invalid_cvc: 'El código de seguridad de tu tarjeta no es válido.',
  invalid_number: 'El número de tarjeta no es válido.',
  invalid_expiry_month: 'El mes de caducidad de la tarjeta no es válido.',
  invalid_expiry_year: 'El año de caducidad de la tarjeta no es válido.',
  generic_decline: 'La tarjeta fue rechazada.',
  insufficient_funds: 'La tarjeta no tiene fondos suficientes.',
  processing_error: 'No se pudo procesar la tarjeta. Vuelve a intentarlo.',
  missing_archive: 'Elige un archivo para importarlo.',
  archive_damaged: 'Este archivo no es un ZIP que se pueda leer ni el CSV de Loop Habit Tracker.',
  archive_unsafe: 'El archivo contiene una ruta insegura, así que lo rechazamos.',
  archive_too_large: 'Ese archivo es demasiado grande para importarlo.',
  import_in_progress:
    'Todavía se está importando un archivo tuyo. Cuando termine, vuelve a intentarlo.',
  imports_busy:
    'El servidor está importando archivos de otras personas. No se importó nada; vuelve a intentarlo en un minuto.',
  archive_too_slow:
    'Leer este archivo llevó mucho más tiempo del que necesita un diario de su tamaño, así que lo rechazamos. No se importó nada.',
  archive_foreign: 'Este archivo no es ninguno de los que sabemos importar.',
  archive_version: 'Este archivo está en una versión de formato que no sabemos leer.',
  archive_invalid: 'Una parte de este archivo no se puede leer, así que no se importó nada.',
  archive_import_conflict:
    'Algo se guardó al mismo tiempo que esta importación, así que no se importó nada. Vuelve a importarlo.',
  archive_incomplete: 'La subida terminó antes de que llegara todo el archivo. No se importó nada.',
  passkey_refused:
    'Esta llave de acceso no pudo iniciar tu sesión. Vuelve a intentarlo o entra con un código.',
  passkey_not_added:
    'No se pudo añadir la llave de acceso: la solicitud caducó o no era válida. Vuelve a intentarlo.',
  proof_not_fresh:
    'Para añadir una llave de acceso, vuelve a entrar antes con un código o una llave de acceso.',
  unlock_with_passkey:
    'Esta cuenta se desbloquea con una de sus llaves de acceso, no con un código. Usa tu llave de acceso, o cierra sesión.',
  journal_sealed:
    'Tu diario está sellado: ábrelo en este dispositivo para guardar lo que escribes.',
  writing_beside_envelope:
    'Esta entrada no se pudo guardar sellada. Lo que escribiste sigue aquí: inténtalo de nuevo.',
  journal_not_sealed: 'Este diario no está sellado.',
  journal_not_sealing: 'Este diario no se está sellando.',
  journal_already_sealed: 'Este diario ya está sellado.',
  journal_still_plain: 'Algunas entradas aún no están selladas: el sellado continúa.',
  journal_key_changed: 'La clave del diario cambió: ábrelo de nuevo e inténtalo otra vez.',
  journal_changing: 'La clave del diario está cambiando: deja que el cambio termine primero.',
  journal_still_under_old_key: 'Algunas entradas siguen con la clave anterior: el cambio continúa.',
  passkey_already_opens: 'Esa llave de acceso ya abre tu diario.',
  passkey_without_prf:
    'Esa llave de acceso te permite entrar, pero no puede abrir un diario sellado.',
  invalid_wrap: 'Esa clave para tu diario no es válida.',
  code_not_fresh: 'Para empezar de nuevo, vuelve a iniciar sesión con un código que te enviemos.',
  journal_still_sealed: 'Algunas entradas aún no se han abierto: el desellado continúa.',
  journal_not_unsealing: 'Este diario no se está desellando.',
  journal_not_changing: 'Este diario no se está sellando ni desellando.',
};
