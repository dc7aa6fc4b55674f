# Los textos de Tessera en español: los mismos mensajes que en.ftl. Niveles como en el Buscaminas
# de Windows (Principiante, Intermedio, Experto); las métricas de la comunidad (3BV, IOE, RQP,
# STNB, NF) y las de los speedsolvers (ao5, TPS) se dejan como se escriben.

-brand = Tessera
-mines = Buscaminas
-fifteen = Puzle 15

## El menú del sistema

menu-app = { -brand }
menu-game = Juego
menu-edit = Edición
menu-fifteen = { -fifteen }
menu-view = Ver
menu-window = Ventana
menu-help = Ayuda
menu-quit = Salir de { -brand }
menu-hide = Ocultar { -brand }
menu-new-game = Juego nuevo
menu-mines-same-board = { -mines }: el mismo tablero otra vez
menu-mines-study = { -mines }: estudiar una posición…
menu-mines-copy = { -mines }: copiar el tablero
menu-mines-beginner = { -mines }: Principiante
menu-mines-intermediate = { -mines }: Intermedio
menu-mines-expert = { -mines }: Experto
menu-mines-custom = { -mines }: Personalizado…
menu-fifteen-size = { -fifteen }: { $size }
menu-fifteen-other-size = { -fifteen }: otro tamaño…
menu-fifteen-new-session = { -fifteen }: nueva sesión
menu-open-video = Abrir vídeo…
menu-records = Récords
menu-view-counters = Contadores del { -mines }
menu-settings = Ajustes…
menu-how-to-play = Cómo jugar
menu-shortcuts = Atajos de teclado
menu-about = Acerca de { -brand }

## Lo que muestra el propio backend

fatal-title = { -brand } no puede arrancar
fatal-webview2 = { -brand } necesita Microsoft Edge WebView2 Runtime para dibujar su ventana, y este Windows no lo tiene.

    Instálalo desde Microsoft (busca «WebView2 Runtime» o abre https://go.microsoft.com/fwlink/p/?LinkId=2124703) y vuelve a abrir { -brand }. El instalador de { -brand } también lo instala.
fatal-start = { -brand } no pudo arrancar: { $error }
video-chooser-title = Abrir un vídeo de { -mines }
video-chooser-filter = Vídeos de { -mines } (AVF, RMV, EVF, MVF)

## La página: la barra de arriba

tabs =
    .aria-label = Juego
tab-mines = { -mines }
tab-fifteen = { -fifteen }
tab-records = Récords
settings-button = Ajustes
    .title = Ajustes
notice-close =
    .title = Cerrar
could-not-start = No se pudo empezar: { $error }

## La barra del Buscaminas

group-game =
    .aria-label = Juego
group-play =
    .aria-label = Partida
group-solver =
    .aria-label = Solucionador
difficulty-label = Dificultad
difficulty =
    .title = Dificultad: Principiante 9×9 con 10 minas, Intermedio 16×16 con 40, Experto 30×16 con 99
level-beginner = Principiante
level-intermediate = Intermedio
level-expert = Experto
level-custom = Personalizado
custom-button = Personal…
    .title = Un tamaño propio, o una partida por su semilla
custom-option = Personal { $width }×{ $height }
    .title = Tablero personalizado { $width }×{ $height } con { $mines } minas
mode-label = Modo
first-click =
    .title = Cómo se reparte y se juega el tablero: dónde puede caer el primer clic y si las minas ocultas se mueven después (se recuerda por dificultad; cada modo tiene sus propios récords)
undo-button = Deshacer
    .title = Deshacer la última acción ({ $key } o Ctrl+Z); la partida pasa a ser asistida
pause-button = Pausa
    .title = Pausa ({ $key }): el reloj se para y el tablero se oculta; la partida pasa a ser asistida
resume-button = Seguir
hint-button = Pista
    .title = Pista ({ $key }): una casilla segura y por qué, o la mejor apuesta
odds-button = Probab.
    .title = Probabilidades ({ $key }): la probabilidad de mina de cada casilla tapada, en esta partida
auto-button = Auto
    .title = Juego automático ({ $key }): juega el solucionador; haz clic en el tablero para retomar
speed-label = Velocidad
auto-speed =
    .title = Velocidad del juego automático
speed-step = paso
speed-slow = lenta
speed-normal = normal
speed-fast = rápida
speed-instant = al instante
step-button = Paso
    .title = Una jugada automática ({ $key })

## El tablero del Buscaminas

mines-left =
    .title = Minas restantes
face-button =
    .title = Partida nueva ({ $key })
face-text = Partida nueva
timer =
    .title = Tiempo (segundos)
paused-cover = En pausa. Pulsa { $key } o Seguir para continuar.
board-grid =
    .aria-label = Tablero del { -mines }
counters-list =
    .aria-label = Contadores
assisted-badge = Asistida
    .title = Asistida{ $helps }: esta partida queda fuera de las estadísticas y de las listas de mejores

## La barra y el tablero del Puzle 15

size-label = Tamaño
fifteen-size =
    .title = Tamaño, ancho × alto (Alt y + o − cambian el ancho, Ctrl+Alt y + o − el alto)
size-typed-label = Tamaño escrito
fifteen-size-other =
    .title = Cualquier tamaño de 2×2 a 20×20 como AxH (ancho × alto), luego Intro
fifteen-mode =
    .title = Modo de práctica: resoluciones sueltas, un relevo de tamaños, un maratón de mezclas o a ciegas
practice-single = suelta
practice-relay = relevo
practice-marathon = maratón
practice-blind = a ciegas
relay-legs-label = Tramos del relevo
fifteen-relay =
    .title = Los tamaños del relevo en orden, p. ej. 3x3, 4x4, 5x5
marathon-length-label = Longitud del maratón, en mezclas
fifteen-marathon =
    .title = Mezclas del maratón: 10, 25, 42, 50 o 100
fifteen-new = Mezclar
    .title = Nueva mezcla, o nueva serie ({ $key })
fifteen-retry = Repetir
    .title = Jugar de nuevo esta mezcla ({ $key }; práctica, aparte de los récords)
fifteen-state-button = Posición…
    .title = Escribir una posición para jugarla
fifteen-done = Hecho
    .title = Dar por terminada la resolución a ciegas ({ $key })
fifteen-pause = Pausa
    .title = Pausa ({ $key }): el reloj se para y las fichas se ocultan; la resolución deja de contar
fifteen-hint = Pista
    .title = La mejor jugada siguiente ({ $key }); la resolución deja de contar para los récords
fifteen-solve = Resolver
    .title = Reproducir una solución desde aquí (la resolución deja de contar); pulsa otra vez, o mueve, para parar
fifteen-solve-stop = Parar
fifteen-solve-speed =
    .title = Velocidad de la solución reproducida
stat-time = Tiempo
stat-moves = Movs.
stat-tps = TPS
fifteen-board =
    .aria-label = Puzle deslizante
scramble-label = Mezcla

## Los récords

records-view =
    .aria-label = Récords
records-export-json = Exportar todo (JSON)
records-export-csv = Exportar resoluciones del Puzle 15 (CSV)
records-import = Importar…
records-mines-title = { -mines }
records-mines-table =
    .title = Tabla
records-mines-evf = Victorias en EVF
    .title = Cada partida ganada como vídeo EVF (Metasweeper)
records-reset = Restablecer…
records-fifteen-title = { -fifteen }
records-fifteen-table =
    .title = Tamaño
records-fifteen-control =
    .title = Tipo de control: las mejores marcas y medias de las resoluciones hechas así (como las separan las clasificaciones de slidysim)
control-all = todo control
control-keyboard = teclado
control-click = clic
control-hover = pasar el ratón
control-mixed = mixto

## Diálogos

about-tagline = Buscaminas y el Puzle 15 para jugadores que persiguen sus tiempos.
about-licence = Software libre con licencia MIT. Copyright © 2026 los desarrolladores de { -brand }.
dialog-close = Cerrar
dialog-cancel = Cancelar
dialog-ok = Aceptar
dialog-done = Hecho
help-title = Ayuda
help-body =
    .aria-label = Reglas y teclas
confirm-again = No volver a preguntar
state-title = Jugar una posición
state-help = Filas separadas por <code>/</code>, números por espacios, 0 para el hueco: <code>1 2 3/4 5 6/7 0 8</code>
state-play = Jugar
custom-title = Partida personalizada
custom-width = Ancho
custom-height = Alto
custom-mines = Minas
custom-seed = Semilla
custom-seed-input =
    .placeholder = aleatoria
custom-start = Empezar
keys-title = Teclas
keys-help = Pulsa el botón de una tecla y luego la tecla nueva (Supr la borra, Esc la conserva). Las teclas con Ctrl, Alt o Cmd son de la aplicación; Tab, Esc, F1 y ? conservan su sentido.
keys-action = Acción
keys-key = Tecla
keys-other-key = Otra
keys-reset = Restablecer

## Ajustes

settings-title = Ajustes
settings-language = Idioma
language-system = como el sistema
settings-theme = Tema
theme-system = como el sistema
theme-light = claro
theme-dark = oscuro
settings-keys = Teclas
settings-change-keys = Cambiar teclas…
settings-cell-size = Tamaño de casilla (Ctrl+= y Ctrl+- en el tablero, Ctrl+0 para ajustar)
settings-chord-on-left = Clic izquierdo en un número abre alrededor (chord)
settings-question-marks = Clic derecho también pone interrogaciones
settings-pointer-path = Grabar el recorrido del puntero para las repeticiones
settings-counters = Contadores junto al tablero (Ver > Contadores)
settings-solver = Solucionador
solver-manual = manual: sin ayuda
solver-semi = semiautomático: pista y probabilidades a petición
solver-full = automático: pista, probabilidades y juego automático
settings-tile-size = Tamaño de ficha
settings-key-mode = Las flechas y WASD mueven
key-mode-tile = la ficha (Izquierda desliza una ficha a la izquierda)
key-mode-blank = el hueco (Izquierda mueve el hueco a la izquierda)
settings-mouse = Ratón
mouse-click = clic en una ficha alineada con el hueco
mouse-hover = pasar el ratón: el hueco sigue al puntero
settings-colours = Colores para { $size }
scheme =
    .title = Cada tamaño guarda los suyos; desde 5x5 un tamaño empieza con borde (por capas desde 7x7)
scheme-plain = liso
scheme-rows = por filas
scheme-columns = por columnas
scheme-fringe = borde
scheme-layered = por capas (filas, columnas y luego borde)
scheme-file = desde un archivo
scheme-file-load = Cargar un archivo de esquema…
scheme-file-button =
    .title = Un archivo de esquema: su tamaño (5x5) y luego una fila de colores del 0 al 9 (. para ninguno) por fila del tablero; véase el README
settings-animation = Animación del deslizamiento
animation-none = ninguna
animation-ms = { $ms } ms
zoom-fit = ajustar a la ventana
scheme-file-too-big = tiene { $bytes } bytes; un archivo de esquema tiene como mucho { $limit }
scheme-file-loaded = Los colores de { $size } vienen ahora de { $file }.
scheme-file-refused = No se cargó { $file }: { $error }. Se mantienen los colores actuales.

## Teclas: qué hace cada tecla de juego (.short: su nombre dentro de un mensaje)

key-mines-open = Abrir casilla (en un número: chord)
    .short = Abrir casilla
key-mines-flag = Poner o quitar bandera
    .short = Poner o quitar bandera
key-mines-chord = Chord
    .short = Chord
key-mines-up = Cursor arriba
    .short = Cursor arriba
key-mines-down = Cursor abajo
    .short = Cursor abajo
key-mines-left = Cursor a la izquierda
    .short = Cursor a la izquierda
key-mines-right = Cursor a la derecha
    .short = Cursor a la derecha
key-mines-newGame = Partida nueva
    .short = Partida nueva
key-mines-sameBoard = El mismo tablero
    .short = El mismo tablero
key-mines-beginner = Principiante
    .short = Principiante
key-mines-intermediate = Intermedio
    .short = Intermedio
key-mines-expert = Experto
    .short = Experto
key-mines-undo = Deshacer (también Ctrl+Z)
    .short = Deshacer
key-mines-pause = Pausa o seguir
    .short = Pausa o seguir
key-mines-hint = Pista
    .short = Pista
key-mines-odds = Probabilidades
    .short = Probabilidades
key-mines-auto = Juego automático sí/no
    .short = Juego automático sí/no
key-mines-step = Una jugada automática
    .short = Una jugada automática
key-fifteen-up = Arriba
    .short = Arriba
key-fifteen-down = Abajo
    .short = Abajo
key-fifteen-left = Izquierda
    .short = Izquierda
key-fifteen-right = Derecha
    .short = Derecha
key-fifteen-scramble = Nueva mezcla
    .short = Nueva mezcla
key-fifteen-retry = Repetir la mezcla
    .short = Repetir la mezcla
key-fifteen-hint = Pista
    .short = Pista
key-fifteen-pause = Pausa o seguir
    .short = Pausa o seguir
key-fifteen-done = Hecho (a ciegas)
    .short = Hecho
key-name-space = Espacio
key-name-up = Arriba
key-name-down = Abajo
key-name-left = Izquierda
key-name-right = Derecha
key-name-enter = Intro
keys-none = sin tecla
keys-either = { $first } o { $second }
key-reserved = { $key } conserva su propio sentido; elige otra tecla
key-taken = { $key } ya es la tecla de «{ $action }»; cambia esa primero
keys-slot-empty = ninguna
keys-slot-first = { $action }, tecla: { $key }. Pulsa para cambiarla
keys-slot-other = { $action }, otra tecla: { $key }. Pulsa para cambiarla
keys-awaiting = tecla nueva…
keys-awaiting-label = { $action }: pulsa la tecla nueva, Supr para borrar, Esc para conservar
keys-modifier-refused = Las teclas con Ctrl, Alt o Cmd son de la aplicación; elige una tecla sin ellas
keys-all-reset = Todas las teclas vuelven a las predeterminadas.

## Ayuda

help-title-game = Ayuda: { $game }
help-how-to-play = Cómo jugar al { $game }
help-game-keys = { $game }: teclas
help-game-mouse = { $game }: ratón
help-key = Tecla
help-mouse = Ratón
help-does = Hace
help-everywhere = En todas partes
help-keys-and-mouse = Teclas y ratón
help-change-keys = Cambia las teclas de juego en Ajustes > Cambiar teclas.
help-mines-rules-1 = Abre todas las casillas que no esconden una mina. Un número dice cuántas de las ocho casillas de alrededor esconden una mina.
help-mines-rules-2 = Pon bandera en las casillas que sabes que son minas. Abrir un número con todas sus minas marcadas abre el resto de alrededor (un chord).
help-mines-rules-3 = El primer clic nunca da en una mina. El reloj arranca ahí y se para en la última casilla segura abierta, o en una mina.
help-mines-rules-4 = Modos (los de Metasweeper): estricto, un clic en una casilla no demostrada segura da en una mina; débil, lo mismo mientras había una casilla segura demostrada, y una apuesta forzada se vuelve segura; bendición, solo se salva una apuesta forzada; adivinable y suerte, un clic en una mina se vuelve seguro cuando los números mostrados lo permiten.
help-mines-rules-5 = Tus mejores tiempos cuentan por dificultad y modo; una partida con cualquier ayuda (pista, probabilidades, deshacer, pausa) se guarda aparte.
help-fifteen-rules-1 = Desliza las fichas hasta ordenarlas, del 1 a la última, con el hueco abajo a la derecha.
help-fifteen-rules-2 = Una ficha junto al hueco se desliza a él; un clic en una ficha de la fila o columna del hueco desliza toda la línea.
help-fifteen-rules-3 = Las teclas de dirección deslizan una ficha al hueco (o mueven el hueco, según los ajustes).
help-fifteen-rules-4 = El reloj arranca con tu primer movimiento y se para cuando la última ficha está en su sitio. El relevo, el maratón y la práctica a ciegas están en el menú de modo.
help-mines-mouse-1 = Clic izquierdo
    .does = Abrir una casilla
help-mines-mouse-2 = Clic derecho
    .does = Poner o quitar bandera (también interrogación, si está activada)
help-mines-mouse-3 = Ambos botones, o clic central, en un número
    .does = Chord: abrir las casillas de alrededor
help-mines-mouse-4 = Clic izquierdo en un número
    .does = Chord (si el chord con clic izquierdo está activado en Ajustes)
help-fifteen-mouse-1 = Clic en una ficha
    .does = La desliza, con las fichas entre ella y el hueco
help-fifteen-mouse-2 = Señalar una ficha (modo pasar el ratón, en Ajustes)
    .does = La desliza sin clic
help-page-key-1 = F1 o ?
    .does = Esta ayuda
help-page-key-2 = Ctrl+Z
    .does = Deshacer (Buscaminas)
help-page-key-3 = Ctrl+= o Ctrl+- (o Ctrl y la rueda)
    .does = Casillas y fichas más grandes o más pequeñas
help-page-key-4 = Ctrl+0
    .does = El tablero vuelve a ajustarse a la ventana
help-page-key-5 = Alt y + o −, Ctrl+Alt y + o −
    .does = Puzle 15: una columna, una fila más o menos
help-page-key-6 = Ctrl+C, Ctrl+V
    .does = Puzle 15: copiar la posición como texto; jugar una desde el portapapeles

## Récords

records-reading = Leyendo los récords…
records-path = Los récords se guardan en { $path }
records-path-read-only = Los récords se guardan en { $path } (solo lectura)
records-not-saved = Los récords no se guardan
records-no-games = Aún no hay partidas. Termina una para verla aquí.
records-no-wins = Aún no hay victorias.
records-no-best-wins = Aún no hay victorias para la lista de mejores: una partida con semilla elegida o tablero escrito se guarda aparte.
records-last-wins = { $count ->
    [one] Última victoria
   *[other] Últimas { $count } victorias
  }
records-no-solves = Aún no hay resoluciones. Resuelve una mezcla para verla aquí.
records-nothing-to-chart = Aún no hay resoluciones contadas que graficar.
records-last-attempts = Últimos intentos
streak-won = { $count } ganadas
streak-lost = { $count } perdidas
stat-played = Jugadas
stat-won = Ganadas
stat-win-rate = % de victorias
stat-streak = Racha
stat-longest-winning = Mejor racha
stat-longest-losing = Peor racha
stat-best-3bvs = Mejor 3BV/s
stat-best-time = Mejor tiempo
stat-fewest-moves = Menos movimientos
stat-best-tps = Mejor TPS
stat-solves = Resoluciones
stat-today = Hoy
stat-dnf = DNF
stat-efficiency = Eficiencia
col-when = Cuándo
col-time = Tiempo
col-moves = Movs.
col-legs = Tramos
col-optimal = Óptimo
col-eff = Efic.
reset-title = ¿Restablecer { $name }?
reset-ask-games = ¿Borrar todas las partidas de { $name }? Antes se copian los récords aparte, y Deshacer los devuelve.
reset-ask-solves = ¿Borrar todas las resoluciones de { $name }? Antes se copian los récords aparte, y Deshacer los devuelve.
reset-yes = Restablecer
reset-doing = Restableciendo { $name }…
reset-done = Se restableció { $name }. Antes se copiaron los récords aparte; Deshacer los devuelve.
export-doing = Exportando…
saved-path = Guardado { $path }
import-doing = Importando: cada partida se reproduce y se comprueba…
evf-doing = Guardando los vídeos…
evf-saved = { $count ->
    [one] { $count } vídeo guardado
   *[other] { $count } vídeos guardados
  } en { $path }
evf-saved-skipped = { $count ->
    [one] { $count } vídeo guardado
   *[other] { $count } vídeos guardados
  } en { $path } ({ $skipped } sin repetición omitidos)
undo-doing = Deshaciendo…
undo-done = Deshecho.
no-replay = Sin repetición: grabada antes de las repeticiones
replay = Repetición
save-evf = Guardar como vídeo EVF (Metasweeper)
sentence-gap = { " " }
list-gap = ,{ " " }
import-added = { $count ->
    [one] { $count } partida nueva importada
   *[other] { $count } partidas nuevas importadas
  }.
import-already = { $count ->
    [one] { $count } ya estaba
   *[other] { $count } ya estaban
  } (la misma tabla y el mismo momento).
import-refused = { $count } rechazadas (su repetición no dio su récord): { $reasons }.
import-refused-more = { $count } rechazadas (su repetición no dio su récord): { $reasons }; y { $more } más.
import-backup = Antes se copiaron los récords a { $path }; Deshacer anula la importación.
import-save-error = Pero: { $error }
aside-help = { $help } { $count }
helps-list = { " " }({ $list })
aside-assisted-mines = Fuera de estas cifras: { $count ->
    [one] { $count } partida asistida
   *[other] { $count } partidas asistidas
  }{ $helps }.
aside-assisted-fifteen = Fuera de estas cifras: { $count ->
    [one] { $count } intento asistido
   *[other] { $count } intentos asistidos
  }{ $helps }.
aside-known-mines = Fuera de las mejores: { $count } en un tablero conocido.
aside-known-fifteen = Fuera de las mejores y medias: { $count } en una mezcla conocida (semilla elegida, repetición, escrita).
help-kind-hint = pista
help-kind-odds = probabilidades
help-kind-auto = juego automático
help-kind-undo = deshacer
help-kind-pause = pausa
help-kind-solve = Resolver
control-unknown = desconocido
sessions-title = Sesiones del Puzle 15
sessions-pick =
    .title = La sesión actual, o una anterior para repasarla
sessions-new = Nueva sesión
    .title = Terminar esta sesión y empezar otra (sus resoluciones siguen en los récords)
sessions-began = Empezó una sesión nueva.
session-this = Esta sesión (desde { $since })
session-earlier = { $since }: { $count ->
    [one] { $count } intento
   *[other] { $count } intentos
  }
histogram-time = Tiempo (s)
stat-not-counted = No contadas
col-mean = Media
col-best = Mejor
col-worst = Peor
col-control = Control
col-time-now = Tiempo ahora
col-moves-now = Movs. ahora
col-tps-now = TPS ahora
col-average-best = mejor
best-by = Mejores por
best-style = Estilo
best-list = Lista de mejores
style-any = NF o FL
style-nf = NF
style-fl = FL
metric-3bv = 3BV
metric-3bvs = 3BV/s
metric-stnb = STNB
metric-ioe = IOE
metric-rqp = RQP
metric-path = Recorrido
metric-corr = Corr.
no-figures = Sin cifras: una partida sin repetición, o con deshacer o pausa
chart-none = { $label }: aún ninguno.
chart-results = { $count ->
    [one] { $count } resultado
   *[other] { $count } resultados
  }
chart-range = de { $lo } a { $hi }
chart-latest = el último { $value }
chart-average = la media { $value }
chart-summary = { $label }: { $range }; { $latest }.
chart-summary-dnfs = { $label }: { $range }; { $latest }; { $dnfs } DNF.
chart-solve-times = Últimos tiempos de resolución con ao12
chart-win-times = Últimos tiempos de victoria con su media móvil
chart-win-rates = 3BV/s de las últimas victorias con su media móvil
legend-time = tiempo (s)
legend-ao12 = ao12
legend-mean-10 = media de 10
histogram-summary = { $label }: { $count ->
    [one] { $count } resolución
   *[other] { $count } resoluciones
  } de { $from } a { $to }; la mayoría ({ $most }) de { $lo } a { $hi }.

## Buscaminas: el tablero leído, las palabras del solucionador, el diálogo Personalizado

cell-covered = tapada
cell-flagged = con bandera
cell-question = interrogación
cell-empty = vacía
cell-mine = mina
cell-exploded = mina explotada
cell-wrong-flag = bandera errónea
cell-number = { $count ->
    [one] { $count } mina
   *[other] { $count } minas
  }
mines-left-count = { $count ->
    [one] queda { $count } mina
   *[other] quedan { $count } minas
  }
flags-too-many = { $count ->
    [one] { $count } bandera de más
   *[other] { $count } banderas de más
  }
told-flagged = Con bandera
told-questioned = Marcada con interrogación
told-unflagged = Bandera quitada
told-won = Ganada en { $time }: todas las casillas seguras están abiertas.
told-lost = Perdida: explotó una mina tras { $time }.
told-opened-one = Abierta: { $cell }
told-opened = { $count } casillas abiertas
told-covered = { $count ->
    [one] { $count } casilla tapada de nuevo
   *[other] { $count } casillas tapadas de nuevo
  }
told-marks = { $count } marcas cambiadas
told-gap = .{ " " }
told-sentences = { $said }.
told-nothing = Nada cambió.
off-hint = La pista está desactivada: actívala en Ajustes > Solucionador (semiautomático o automático).
off-odds = Las probabilidades están desactivadas: actívalas en Ajustes > Solucionador (semiautomático o automático).
off-auto = El juego automático está desactivado: actívalo en Ajustes > Solucionador (automático).
cell-at = fila { $row }, columna { $col }
proof-single = { " " }(lo demuestra un número)
proof-pair = { " " }(lo demuestran dos números juntos)
proof-mine-count = { " " }(lo demuestran los números y el total de minas)
proof-numbers = { " " }(lo demuestran los { $count } números de alrededor)
hint-first = Cualquier primer clic es seguro; prueba { $cell }.
hint-safe = Segura: { $cell }{ $proof }.
hint-mine = Mina: { $cell }{ $proof }.
hint-guess = Nada es seguro. Mejor apuesta: { $cell }, { $risk } de riesgo.
hint-guess-estimated = Nada es seguro. Mejor apuesta: { $cell }, { $risk } de riesgo (estimado).
chance-proved-mine = una casilla que los números demostraron mina
chance-not-proved = una casilla que los números no demostraron segura
chance-of-mine = un { $chance } de probabilidad de mina
review-forced = El clic que perdió fue una apuesta forzada, { $chance }: ninguna casilla era segura.
review-could-wait = El clic que perdió, { $chance }, podía esperar: { $cell } era segura (marcada).
review-no-guesses = Sin apuestas.
review-guesses = Apuestas: { $count }, innecesarias: { $needless }.
review-refused = El análisis se detiene en la acción { $action }, que la partida rechazó: { $why }.
custom-not-whole = { $field }: escribe un número entero.
custom-range = { $field }: de { $min } a { $max }.
custom-range-mines = { $field }: de { $min } a { $max } en un tablero de este tamaño.
counter-clicks = Clics
counter-flags = Banderas
metric-ce = CE

## Los veredictos de una repetición

verdict-safe-chance = { $chance } segura
verdict-safe-chance-about = aprox. { $chance } segura
proof-by-count = lo demuestra el total de minas
proof-number-at = el { $number } en { $cell }
list-and = { $list } y { $last }
proof-by-numbers = { $list } lo { $count ->
    [one] demuestra
   *[other] demuestran
  }{ $found ->
    [yes] , contando las minas ya halladas
   *[no] {""}
  }{ $withCount ->
    [yes] { " " }y el total de minas
   *[no] {""}
  }
proof-by-many = los { $count } números de alrededor lo demuestran { $withCount ->
    [yes] con el total de minas
   *[no] en toda disposición
  }{ $found ->
    [yes] , contando las minas ya halladas
   *[no] {""}
  }
verdict-first = { $cell }: el primer clic, nada que juzgar.
verdict-certain = { $cell }: segura: { $proof }.
verdict-forced = { $cell }: una apuesta forzada, { $chance }: ninguna casilla era segura.
verdict-needless = { $cell }: una apuesta innecesaria, { $chance }, cuando { $safe } era segura.
luck-odds = 1 entre { $odds }
summary-certain = { $count ->
    [one] { $count } clic seguro
   *[other] { $count } clics seguros
  }
summary-forced = { $count ->
    [one] { $count } apuesta forzada
   *[other] { $count } apuestas forzadas
  }
summary-needless = { $count ->
    [one] { $count } apuesta innecesaria
   *[other] { $count } apuestas innecesarias
  }
summary-luck = suerte { $luck }
summary-solver = Solucionador: { $parts }.
summary-stopped = { $line } Juzgado hasta la acción { $action }: la siguiente fue rechazada ({ $why }).

## Buscaminas: modos, el panel, el resultado, el tablero de estudio

mode-opening = abre
    .name = primer clic que abre
    .badge = {""}
    .title = El primer clic abre una zona
mode-safe = seguro
    .name = primer clic seguro
    .badge = Primer clic seguro
    .title = Solo la casilla pulsada está libre, como en Windows XP
mode-noGuess = sin azar
    .name = sin adivinar
    .badge = Sin adivinar
    .title = Un tablero que se despeja solo con deducciones seguras
mode-strict = estricto
    .name = sin adivinar estricto
    .badge = Sin adivinar estricto
    .title = Un tablero sin adivinar donde un clic en una casilla no demostrada segura da en una mina
mode-weak = débil
    .name = sin adivinar débil
    .badge = Sin adivinar débil
    .title = Un clic en una casilla no demostrada segura da en una mina mientras había una segura demostrada; una apuesta forzada se vuelve segura
mode-blessing = bendición
    .name = bendición
    .badge = Bendición
    .title = Un tablero aleatorio donde solo se salva una apuesta forzada
mode-guessable = adivinable
    .name = adivinable
    .badge = Adivinable
    .title = Un tablero sin adivinar donde un clic en una mina se vuelve seguro cuando se puede
mode-lucky = suerte
    .name = suerte
    .badge = Suerte
    .title = Un tablero aleatorio donde un clic en una mina se vuelve seguro cuando se puede
mode-upk =
    .name = un tablero conocido antes de la partida (UPK)
table-custom = Personalizado { $size }, { $mines } minas
table-with-mode = { $board }, { $mode }
run-relay = Relevo { $sizes }
run-marathon = Maratón de { $count }, { $size }
run-blind-name = A ciegas { $size }
mode-none-found = { $mode }: no se encontró a esta densidad, así que este tablero puede exigir una apuesta
seconds = { $s } s
seed-known-board = El mismo tablero otra vez (UPK: fuera de las listas de mejores)
seed-chosen = Semilla { $seed } (elegida: fuera de las listas de mejores)
seed-line = Semilla { $seed }
seed-later = La semilla se muestra al terminar la partida
clicks-line = Clics { $total } (izquierdo { $left }, derecho { $right }, chord { $chord })
result-cleared = Despejado en { $time }
result-exploded = Explotó tras { $time }
result-bbbv-of = { $solved } de { $total }
result-mode-upk = { $mode }, UPK
result-study = Estudiar
    .title = Estudiar este tablero: las probabilidades y casillas seguras del solucionador (Juego > Estudiar una posición…)
result-copy = Copiar
    .title = Copiar el tablero como texto y como imagen
result-hide = Ocultar el resultado
    .title = Ocultar el resultado (el tablero queda como terminó)
not-saved = No guardado: { $error }
replay-this-game = Repetición de esta partida
figures-line = CE { $ce } · IOE { $ioe } · RQP { $rqp } · STNB { $stnb } · corrección { $corr } · rendimiento { $thrp } · recorrido { $path }
thinking = Pensando…
auto-guessed = El juego automático apostó por { $cell } ({ $risk } de riesgo).
auto-stop = Parar
leave-game-title = ¿Dejar esta partida?
leave-game-text = La partida en curso cuenta como derrota si la dejas ahora.
leave-game-yes = Terminarla (derrota)
leave-game-no = Seguir jugando
guide-mines = Haz clic en cualquier casilla para empezar; clic derecho (o { $flag }) pone bandera. F1 muestra todas las teclas.
guide-fifteen = Ordena las fichas, el hueco al final: haz clic en una ficha alineada con el hueco o usa las flechas. F1 muestra todas las teclas.
assist-name-hint = Pista
assist-name-odds = Probabilidades
assist-name-auto = Juego automático
assist-name-undo = Deshacer
assist-name-pause = Pausa
assist-name-solve = Resolver
ask-assist-title = ¿Usar { $help }?
ask-assist-text = { $help } vuelve { $what ->
    [run] esta serie
    [solve] esta resolución
   *[game] esta partida
  } asistida: se guarda y se puede repetir, pero queda fuera de tus estadísticas, rachas y listas de mejores. { -brand } lo dice solo una vez.
ask-assist-yes = Usar { $help }
study-title = Estudiar una posición
study-help = Una fila por línea: 1-8 un número, . o 0 una casilla vacía, # o ? tapada, F o * con bandera.
study-position =
    .aria-label = Posición
study-go = Estudiar
study-said = { $hint } Seguro: { $safe } libres, { $mines } minas.
copied-text-image = Tablero copiado como texto y como imagen.
copied-text = Tablero copiado como texto.
clipboard-refused = El portapapeles rechazó el tablero: { $error }

## Puzle 15: resultados, series, palabras del solucionador, tamaños, archivos de esquema

solved-in = Resuelto en { $time } s
solve-figures = { $moves ->
    [one] { $moves } movimiento
   *[other] { $moves } movimientos
  } ({ $multi } de varias fichas), { $tps } TPS, MD { $md }, MMD { $mmd }
practice-retry = repetición de práctica
space-next-run = Espacio para la siguiente serie
space-next-scramble = Espacio para la siguiente mezcla
legs-line = Tramos { $legs }
direction-up = arriba
direction-down = abajo
direction-left = a la izquierda
direction-right = a la derecha
told-tiles-moved = { $tiles } { $dir }
told-moved = movida { $dir }
run-seed = Semilla de la serie { $seed }
run-seed-later = La semilla de la serie se muestra al terminarla
origin-retry = Práctica: una repetición de la última mezcla, aparte de los récords
origin-typed = Una posición escrita
origin-chosen = Semilla { $seed } (elegida: práctica, fuera de mejores y medias)
solve-seed-later = La semilla se muestra al terminar la resolución
scramble-hidden = oculta hasta que se juzgue la resolución
assisted-solve = Asistida{ $helps }: esta resolución queda fuera de las estadísticas y medias
paused-solve = En pausa: pulsa { $key } o Seguir para continuar
relay-legs-range = un relevo tiene de 2 a { $max } tramos (se dieron { $count })
col-leg = Tramo
run-leg = tramo { $leg } de { $legs }
run-blind = memoriza y luego resuelve sin ver; Intro al terminar
run-splits = parciales { $splits }
run-retry = repetición de práctica, aparte de los récords
run-failed = Sin resolver: las fichas no estaban en orden cuando dijiste Hecho a los { $time } s (un DNF)
run-done = { $name } en { $time } s
hint-move-optimal = Mueve el { $tile } { $dir } · { $count ->
    [one] queda { $count } movimiento
   *[other] quedan { $count } movimientos
  }, como mínimo
hint-move-quick = Mueve el { $tile } { $dir } · { $count ->
    [one] queda { $count } movimiento
   *[other] quedan { $count } movimientos
  }, por el método rápido
optimal-line = Óptimo: { $optimal ->
    [one] { $optimal } movimiento
   *[other] { $optimal } movimientos
  } (los tuyos: { $yours }, eficiencia { $efficiency })
path-all-optimal = Cada movimiento estuvo en un camino óptimo
path-left-optimal = El movimiento { $move } dejó todo camino óptimo: { $before ->
    [one] faltaba { $before }
   *[other] faltaban { $before }
  } antes de él, { $after } después
optimal-solution = Una solución óptima, como movimientos de fichas (U arriba, D abajo, L izquierda, R derecha): { $moves }
session-line = Sesión: { $count ->
    [one] { $count } resolución
   *[other] { $count } resoluciones
  }
session-line-dnfs = Sesión: { $count ->
    [one] { $count } resolución
   *[other] { $count } resoluciones
  }, { $dnfs } DNF
session-mean = media { $mean }
session-new-line = Sesión: nueva, sin resoluciones aún
copy-hidden = No se copió nada: los números de una resolución a ciegas siguen ocultos
copied-state = Copiado: { $state }
clipboard-refused-position = El portapapeles rechazó la posición: { $error }
thinking-tables = Pensando… (la primera respuesta de 4×4 también construye las tablas del solucionador: unos segundos, una vez)
leave-solve-title = ¿Dejar esta resolución?
leave-solve-text = La resolución en curso cuenta como DNF (no terminada) si la dejas ahora.
leave-run-title = ¿Dejar esta serie?
leave-run-text = La serie en curso cuenta como DNF (no terminada) si la dejas ahora.
leave-dnf-yes = Terminarla (un DNF)
size-other = Otro…
size-not-a-size = «{ $text }» no es un tamaño como 4x4
size-sides = «{ $text }»: los lados van de { $min } a { $max }
scheme-no-size = el archivo no da un tamaño: su primera línea debería serlo, como 5x5
scheme-at-line = línea { $line }: { $error }
scheme-file-rows = un esquema de { $size } tiene { $rows } filas de colores; este archivo tiene { $count }
scheme-file-entries = una fila de un esquema de { $size } tiene { $entries } entradas; esta tiene { $count }
scheme-not-colour = «{ $entry }» no es un color (del 0 al 9, o . para ninguno)
tile-hidden = ficha
tile-blank = hueco

## Repeticiones y vídeos

replay-board =
    .aria-label = Tablero repetido
replay-puzzle =
    .aria-label = Puzle repetido
replay-back = ◀ Paso
    .title = Acción anterior
replay-play = Reproducir
replay-pause = Pausa
replay-step = Paso ▶
    .title = Acción siguiente
replay-prev-guess = ◀ Apuesta
    .title = La apuesta anterior
replay-next-guess = Apuesta ▶
    .title = La apuesta siguiente
replay-scrub =
    .aria-label = Posición en la partida
replay-speed =
    .aria-label = Velocidad
replay-counters-mines = { $time } · 3BV { $solved }/{ $total } · { $rate } 3BV/s · { $clicks ->
    [one] { $clicks } clic
   *[other] { $clicks } clics
  } · { $left ->
    [one] queda { $left } mina
   *[other] quedan { $left } minas
  }
replay-counters-fifteen = { $time } · { $moves ->
    [one] { $moves } movimiento
   *[other] { $moves } movimientos
  } · { $rate } TPS
replay-figures = clics { $clicks } (izquierdo { $left }, derecho { $right }, doble { $double }) · { $figures }
replay-no-click = Aún sin clics.
replay-click-at = Clic en { $verdict }
replay-before-first = Antes del primer clic.
replay-mode = modo: { $mode }
video-refused = No se pudo abrir { $name }: { $why }.
video-won = Ganada en { $time } s, 3BV { $bbbv }, 3BV/s { $rate }
video-lost = Perdida en { $time } s, 3BV { $bbbv }, 3BV/s { $rate }
video-player = jugada por { $player }
video-program = grabada con { $program }
best-list-empty-solves = Aún no hay resoluciones contadas en esta lista.
best-list-empty-wins = Aún no hay victorias en esta lista.
session-empty = Aún no hay resoluciones en esta sesión. Resuelve una mezcla para verla aquí.

## Novedades tras una partida

news-first-win = Primera victoria en { $name }: { $time } s
news-new-best = Nuevo récord en { $name }: { $time } s, el segundo mejor era { $was } s
news-placed = { $time } s es tu { $rank }.º mejor tiempo en { $name }
news-best-figure-any = Nuevo récord: { $name } { $metric } { $value }, antes { $was }
news-best-figure-nf = Nuevo récord: { $name } NF { $metric } { $value }, antes { $was }
news-best-figure-fl = Nuevo récord: { $name } FL { $metric } { $value }, antes { $was }
news-metric-time = tiempo
news-metric-3bvs = 3BV/s
news-metric-stnb = STNB
news-metric-ioe = IOE
news-metric-rqp = RQP
news-metric-path = recorrido
news-moves = { $count } movimientos
news-tps = { $tps } TPS
news-first-single-time = Primera single en { $name }: { $value }
news-first-single-moves = Primera single por movimientos en { $name }: { $value }
news-first-single-tps = Primera single por TPS en { $name }: { $value }
news-new-single-time = Nueva mejor single en { $name }: { $value } (antes { $was })
news-new-single-moves = Nueva mejor single por movimientos en { $name }: { $value } (antes { $was })
news-new-single-tps = Nueva mejor single por TPS en { $name }: { $value } (antes { $was })
news-first-average = Primera ao{ $n } en { $name }: { $value }
news-new-average = Nueva mejor ao{ $n } en { $name }: { $value } (antes { $was })
why-assisted = asistida
why-assisted-helps = asistida: { $helps }
why-chosenSeed = una semilla elegida
why-retry = una repetición
why-typedPosition = una posición escrita
why-typedBoard = un tablero escrito
why-unproven = sin demostrar: sin repetición
why-gap = ;{ " " }
undo-import = Deshacer la importación ({ $count ->
    [one] { $count } partida
   *[other] { $count } partidas
  })
undo-reset = Deshacer el restablecimiento de { $name }
density-warning = { $density } % de minas: { -brand } encuentra siempre un tablero sin adivinar hasta el { $reliable } %; a esta densidad puede que no, y el tablero puede exigir una apuesta.

## El archivo .desktop (menús de Linux): un tipo de aplicación y una línea sobre ella

desktop-generic-name = Juegos de ingenio
desktop-comment = Buscaminas y el Puzle 15 para jugadores que persiguen sus tiempos
dnf = DNF
average-ao = ao{ $n }
session-average = ao{ $n } { $value }
evf-button = EVF
col-md = MD
col-mmd = MMD
about-title = { -brand }
error-no-backend = El backend de { -brand } no es accesible desde esta página.

## Lo que rechaza el motor, y por qué (los errores del backend)

error-as-written = { $text }
error-width = el ancho debe estar entre { $min } y { $max } (se dio { $got })
error-height = el alto debe estar entre { $min } y { $max } (se dio { $got })
error-mines = las minas deben estar entre 1 y { $max } en un tablero de { $width }x{ $height } (se dio { $got })
error-not-a-size = { $text } no es un tamaño; se espera N o AxH (como 4 o 3x5)
error-tile-count = se esperaban { $expected } números para un tablero de { $width }x{ $height }, se dieron { $got }
error-not-a-permutation = los números deben ser del 0 al { $max }, una vez cada uno (0 es el hueco); { $problem }
error-not-a-tile = { $text } no es un número de ficha
error-ragged-state = la fila { $row } tiene { $found } números, pero la fila 1 tiene { $expected }
error-not-square = { $count } números no forman un tablero cuadrado
error-relay-legs = un relevo tiene de 2 a { $max } tramos (se dieron { $got })
error-marathon-count = un maratón tiene de 2 a { $max } mezclas (se dieron { $got })
error-no-help-before-first = antes del primer clic no se anota ninguna ayuda
error-nothing-to-undo = no hay nada que deshacer
error-undo-replay = no se pudo volver a jugar la partida hasta antes de su última acción
error-undo-first-click = el primer clic, que repartió el tablero, no se puede deshacer
error-pause-not-playing = solo se puede pausar una partida en juego
error-game-not-paused = la partida no está en pausa
error-hold-run = el reloj solo se retiene mientras se responde una ayuda pedida durante una serie
error-run-never-paused = una serie de práctica nunca se pausa
error-hold-solve = el reloj solo se retiene mientras se responde una ayuda pedida durante una resolución
error-no-help-blind = no hay ayuda durante una resolución a ciegas
error-pause-not-running = solo se puede pausar una resolución en curso
error-solve-not-paused = la resolución no está en pausa
error-cell-off-board = la casilla ({ $row }, { $col }) está fuera del tablero de { $width }x{ $height }
error-game-over = la partida terminó; empieza otra
error-game-history-full = esta partida llegó a { $count } acciones, el máximo que guarda una partida; empieza otra
error-game-controls-full = esta partida usó { $count } pausas y deshacer, el máximo que guarda una partida; sigue jugando o empieza otra
error-game-paused = la partida está en pausa; reanúdala primero
error-no-tile-moves = ninguna ficha puede moverse { $dir }
error-tile-off-board = la casilla { $index } no está en el tablero de { $width }x{ $height }
error-not-in-line = la casilla { $index } no está en la fila ni en la columna del hueco
error-solved = el puzle está resuelto; mezcla de nuevo
error-blind-over = esta resolución a ciegas terminó; mezcla de nuevo
error-not-blind = solo una resolución a ciegas se da por terminada; esta se para cuando las fichas están en su sitio
error-blind-not-started = mueve primero: una resolución a ciegas empieza con su primer movimiento
error-attempt-history-full = este intento llegó a { $count } movimientos, el máximo que guarda un intento; mezcla de nuevo
error-attempt-controls-full = este intento usó { $count } pausas, el máximo que guarda un intento; sigue jugando o mezcla de nuevo
error-solve-paused = la resolución está en pausa; reanúdala primero
error-move-other-game = movimiento para la partida { $got }, pero la partida { $expected } está en el tablero
error-move-repeated = el movimiento { $seq } de esta partida ya se recibió
error-move-too-far = el movimiento { $seq } va más de { $max } por delante del movimiento { $next }, el siguiente esperado
error-unsolvable = esta disposición no puede llegar a la meta (la paridad de las fichas es incorrecta)
error-optimal-too-large = las soluciones óptimas son para tableros de 16 casillas como mucho (3x3, 3x4, 3x5, 2x8, 4x4 …); este es de { $width }x{ $height }
error-no-tables = 4x4 necesita las bases de datos de patrones, que aún no están construidas
error-gave-up = la búsqueda se rindió tras { $nodes } nodos
error-position-size = se esperaban { $expected } casillas, se dieron { $got }
error-position-number = la casilla { $index } muestra { $number }, pero solo tiene { $neighbours } vecinas
error-position-mines = { $mines } minas no caben en { $covered } casillas tapadas
error-position-over = la partida terminó: no queda nada que deducir
error-inconsistent = ninguna disposición de minas encaja con estos números y este total de minas
error-study-cell = línea { $line }, columna { $column }: { $found } no es una casilla (1-8 un número, . o 0 vacía, # o ? tapada, F o * con bandera)
error-study-ragged = línea { $line }: { $found } casillas, pero la primera fila tiene { $expected }
error-study-number = línea { $line }, columna { $column }: { $number } es imposible: la casilla solo tiene { $neighbours } vecinas
error-study-empty = la posición está vacía: escribe una fila por línea
error-study-after-blank = línea { $line }: una fila tras una línea en blanco; las filas del tablero van una tras otra
error-no-guess-layout = no se encontró una disposición sin adivinar para { $mines } minas en un tablero de { $width }x{ $height }; prueba con menos minas
error-video-empty = el archivo está vacío
error-video-too-large = el archivo tiene { $bytes } bytes, más que cualquier vídeo de Buscaminas
error-video-unreadable = no es un vídeo { $format } legible: { $reason }
error-video-damaged = el vídeo { $format } está dañado: su partida no se puede reproducir
error-video-busy = el vídeo tiene { $changes } pulsaciones y sueltas de botón en un tablero de { $cells } casillas, más de lo que { -brand } analiza (el producto, como mucho { $max })
error-evf-too-large = EVF guarda tableros de hasta { $max }x{ $max }; este es de { $width }x{ $height }
error-evf-no-board = la partida aún no tiene minas colocadas (no se abrió ninguna casilla): no hay nada que grabar
error-evf-too-long = la partida dura { $ms } ms, más de lo que cabe en el reloj de EVF
error-evf-controlled = EVF no puede mostrar un deshacer ni una pausa, y esta partida los tiene
error-log-token = el elemento { $token } del registro no es una acción con tiempo ({ $text })
error-log-off-board = el elemento { $token } del registro nombra la casilla { $cell }, fuera del tablero de { $width }x{ $height }
error-log-end = la marca de fin del registro no es su último elemento
error-log-board = el tablero { $text } no es `AxH:` y un dígito hexadecimal por cada cuatro casillas
error-replay-no-log = no tiene registro de acciones que comprobar (grabada antes de las repeticiones)
error-replay-table = su tabla { $table } no es una de las que lleva { -brand }
error-replay-log = su registro no se puede leer: { $why }
error-replay-board = su tablero no es { $why }
error-replay-action = la acción { $action } de su registro no se puede jugar: { $why }
error-replay-after-end = su registro tiene acciones tras el fin de la partida
error-replay-mismatch = su récord no coincide con su repetición: { $why }
error-store-read-only = los récords son de solo lectura: { $why }
error-store-write = no se pudieron guardar los récords en { $dir }: { $why }
error-store-held = no se pudieron guardar los récords en { $dir }: { $file } está abierto en otro programa ({ $why }); ciérralo y el siguiente guardado lo escribirá todo
error-store-invalid = no es un archivo de récords de { -brand }: { $why }
error-store-encode = no se pudieron escribir los récords: { $why }
error-seed = la semilla debe ser un número entero de 0 a { $max } (se dio { $got })
error-solver = el solucionador no puede leer esta posición: { $why }
error-auto-moves = los movimientos deben estar entre 1 y { $max } (se dio { $got })
error-not-over = la partida aún no ha terminado
error-replay-not-saved = no se pudo guardar una repetición: { $why }
error-replay-not-removed = no se pudo quitar una repetición: { $why }
error-writer-stopped = el escritor de récords no está en marcha
error-run-not-paused = una serie de práctica no está en pausa: su reloj es el de la serie
error-state-unsolvable = esta disposición no se puede resolver (dos fichas están cambiadas respecto a cualquier resoluble)
error-state-solved = esta disposición ya está resuelta
error-no-help-blind-shows = no hay ayuda durante una resolución a ciegas: mostraría dónde están las fichas
error-solver-move-illegal = la jugada del solucionador no es legal aquí
error-optimum-not-after-solve = el óptimo de un { $width }x{ $height } no se calcula tras una resolución (puede tardar minutos)
error-no-language = no hay ningún idioma llamado { $name }
error-menu = no se pudo volver a escribir el menú: { $why }
error-no-board-yet = aún no hay tablero repartido: abre primero una casilla
error-pointer-batch = { $got } muestras del puntero en una llamada; como mucho { $max }
error-no-table = no hay ninguna tabla de { $game ->
    [mines] { -mines }
   *[other] { -fifteen }
  } llamada { $table }
error-not-saved-first = no se cambió nada: antes no se pudieron guardar los récords: { $why }
error-nothing-changed = no se cambió nada: { $why }
error-nothing-to-take-back = no hay importación ni restablecimiento que deshacer
error-export = no se pudo exportar: { $why }
error-write-file = no se pudo escribir { $path }: { $why }
error-import-too-big = no se puede importar: el archivo tiene { $size } MB; como mucho { $max } MB
error-import = no se puede importar: { $why }
error-import-newer = no se puede importar: lo escribió un { -brand } más nuevo (esquema { $schema })
error-not-exported = esta partida no se puede exportar: { $why }
error-no-won-replay = ninguna partida ganada de { $table } tiene repetición que exportar
error-too-many-figures = como mucho { $max } partidas a la vez (se dieron { $got })
error-no-game-at = no hay ninguna partida de { $table } grabada en { $at }
error-no-replay = esta partida se grabó antes de las repeticiones: no tiene ninguna
error-not-replayed = esta partida no se puede repetir: { $why }
error-no-such-game = no hay ningún juego llamado { $name }; mines o fifteen
error-no-session = ninguna sesión empezó en { $at }
error-settings-not-object = los ajustes deben ser un objeto JSON
error-settings-too-big = los ajustes tienen { $size } bytes; el límite es { $max }
error-settings-no-dir = no hay carpeta de datos donde guardar los ajustes
error-settings-other-window = los ajustes no se guardan: los lleva otra ventana de { -brand }
error-settings-not-saved = no se pudo guardar { $path }: { $why }
error-study-too-long = una posición de estudio tiene como mucho { $max } caracteres (un tablero de 200x200)
error-not-a-video = no es un vídeo de Buscaminas: { -brand } abre archivos .avf, .rmv, .evf y .mvf
error-video-file-too-large = { $why }: más grande que cualquier vídeo de Buscaminas
error-video-not-read = no se puede leer: { $why }
error-video-not-analysed = no se pudo analizar el vídeo: está dañado

## Lo que se dice al arrancar sobre los récords, los ajustes y una partida interrumpida

readonly-no-directory = no se puede crear { $dir } ({ $error })
readonly-other-window = otra ventana de { -brand } está usando estos récords
readonly-marked-start = { $path } está marcado como de solo lectura (quita la marca para volver a guardar)
readonly-marked = { $path } está marcado como de solo lectura
readonly-unreadable = no se puede leer { $path } ({ $error })
readonly-newer = { $path } lo escribió un { -brand } más nuevo (esquema { $schema })
readonly-stuck = { $path } está dañado y no se pudo apartar ({ $error })
log-problem-unreadable = no se puede leer: { $error }
log-problem-cut-short = su última línea, cortada, no se pudo quitar: { $error }
log-problem-not-a-change = no es un cambio: { $error }
notice-read-only = Los récords son de solo lectura: { $why }. Los resultados de esta ventana no se guardan.
notice-left-as-it-is = Los récords son de solo lectura: { $why }. Se dejó tal como estaba.
notice-newer = Los récords son de solo lectura: { $why }. Actualiza { -brand } para añadir más.
notice-upgraded = Los récords se actualizaron del esquema { $from } al { $to }.
notice-file-moved-aside = No se pudo leer el archivo de récords ({ $problem }); se movió a { $aside } y se empezaron récords nuevos.
notice-file-stuck = El archivo de récords { $path } está dañado ({ $problem }) y no se pudo apartar; los récords son de solo lectura.
notice-file-held = No se pudo leer el archivo de récords ({ $problem }); otra ventana de { -brand } lo tiene abierto.
notice-log-moved-aside = El registro de récords estaba dañado en la línea { $line } ({ $problem }); se conservaron las partidas anteriores y el registro se movió a { $aside }.
notice-log-stuck = El registro de récords { $path } está dañado en la línea { $line } ({ $problem }); los récords son de solo lectura.
notice-log-shown = El registro de récords estaba dañado en la línea { $line } ({ $problem }); se muestran las partidas anteriores.
notice-moved = Tus récords se movieron de { $from } a { $to }, donde { -brand } los guarda a partir de ahora.
notice-not-moved = Tus récords siguen en { $from }: no se pudieron mover a { $to } ({ $error }).
notice-no-data-directory = No se encontró una carpeta de datos; los récords de esta sesión no se guardan.
notice-journal-unreadable = No se pudo leer el diario de cambios sin guardar ({ $problem }); se eliminó.
notice-journal-empty = El diario de la partida en curso ({ $file }) estaba vacío; se eliminó.
notice-unreadable-mines = No se pudo volver a leer la partida de { -mines } en curso ({ $problem }).
notice-unreadable-fifteen = No se pudo volver a leer el intento de { -fifteen } en curso ({ $problem }).
notice-saves-recorded = { $count ->
    [one] Se registró desde el diario una partida cuyo guardado falló antes de que { -brand } se cerrara.
   *[other] Se registraron desde el diario { $count } partidas cuyo guardado falló antes de que { -brand } se cerrara.
  }
notice-save-not-recorded = No se registró una partida cuyo guardado falló: { $why }.
notice-recorded-loss = La partida de { $name } en curso cuando { -brand } se cerró se registró como derrota.
notice-recorded-dnf = El intento de { $name } en curso cuando { -brand } se cerró se registró como DNF.
notice-not-recorded-mines = La partida de { $name } en curso cuando { -brand } se cerró no se registró: { $why }.
notice-not-recorded-fifteen = El intento de { $name } en curso cuando { -brand } se cerró no se registró: { $why }.
notice-settings-moved-aside = No se pudo leer el archivo de ajustes ({ $problem }); se movió a { $aside } y se usan los predeterminados.
notice-settings-left = No se pudo leer el archivo de ajustes ({ $problem }); esta ventana usa los predeterminados.
notice-settings-stuck = No se pudo leer el archivo de ajustes { $path } ({ $problem }) ni apartarlo ({ $error }); se usan los predeterminados.

## Por qué una repetición rechaza un récord (dentro de los mensajes de arriba)

replay-board-of-table = un tablero de esta tabla ({ $table })
replay-board-seed = el que reparte su semilla
replay-board-scramble = una mezcla: { $why }
replay-board-scramble-of = una mezcla de { $size }
replay-mismatch-log-ends = una partida en curso, pero su registro la termina
replay-mismatch-log-finishes = un intento en curso, pero su registro lo acaba
replay-mismatch-no-cell = no se abrió ninguna casilla
replay-mismatch-no-move = no se hizo ningún movimiento
replay-mismatch-differs = grabado { $recorded }, repetido { $replayed }
