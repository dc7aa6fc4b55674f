# Тексты Tessera по-русски: те же сообщения, что в en.ftl. Уровни — как в «Сапёре» Windows
# (Новичок, Любитель, Профессионал); показатели сообщества (3BV, IOE, RQP, STNB, NF) и
# спидкуберов-пятнашечников (ao5, TPS) остаются как есть.

-brand = Tessera
-mines = Сапёр
-fifteen = Пятнашки

## Системное меню

menu-app = { -brand }
menu-game = Игра
menu-edit = Правка
menu-fifteen = { -fifteen }
menu-view = Вид
menu-window = Окно
menu-help = Справка
menu-quit = Выйти из { -brand }
menu-hide = Скрыть { -brand }
menu-new-game = Новая игра
menu-mines-same-board = { -mines }: то же поле ещё раз
menu-mines-study = { -mines }: разобрать позицию…
menu-mines-copy = { -mines }: копировать поле
menu-mines-beginner = { -mines }: Новичок
menu-mines-intermediate = { -mines }: Любитель
menu-mines-expert = { -mines }: Профессионал
menu-mines-custom = { -mines }: Особый…
menu-fifteen-size = { -fifteen }: { $size }
menu-fifteen-other-size = { -fifteen }: другой размер…
menu-fifteen-new-session = { -fifteen }: новая сессия
menu-open-video = Открыть видео…
menu-records = Рекорды
menu-view-counters = Счётчики «Сапёра»
menu-settings = Настройки…
menu-how-to-play = Как играть
menu-shortcuts = Клавиши
menu-about = О программе { -brand }

## Что показывает сам бэкенд

fatal-title = { -brand } не может запуститься
fatal-webview2 = { -brand } нужна среда Microsoft Edge WebView2 Runtime, чтобы нарисовать окно, а в этой Windows её нет.

    Установите её с сайта Microsoft (найдите «WebView2 Runtime» или откройте https://go.microsoft.com/fwlink/p/?LinkId=2124703) и снова запустите { -brand }. Установщик { -brand } тоже её ставит.
fatal-start = Не удалось запустить { -brand }: { $error }
video-chooser-title = Открыть видео «Сапёра»
video-chooser-filter = Видео «Сапёра» (AVF, RMV, EVF, MVF)

## Страница: верхняя панель

tabs =
    .aria-label = Игра
tab-mines = { -mines }
tab-fifteen = { -fifteen }
tab-records = Рекорды
settings-button = Настройки
    .title = Настройки
notice-close =
    .title = Закрыть
could-not-start = Не удалось начать: { $error }

## Панель «Сапёра»

group-game =
    .aria-label = Игра
group-play =
    .aria-label = Ход игры
group-solver =
    .aria-label = Решатель
difficulty-label = Уровень
difficulty =
    .title = Уровень: Новичок 9×9 с 10 минами, Любитель 16×16 с 40, Профессионал 30×16 с 99
level-beginner = Новичок
level-intermediate = Любитель
level-expert = Профессионал
level-custom = Особый
custom-button = Своё…
    .title = Свой размер или игра по её сиду
custom-option = Особый { $width }×{ $height }
    .title = Особое поле { $width }×{ $height }, мин: { $mines }
mode-label = Режим
first-click =
    .title = Как раздаётся и играется поле: куда может прийтись первый щелчок и двигаются ли скрытые мины после него (запоминается для каждого уровня; у каждого режима свои рекорды)
undo-button = Отмена
    .title = Отменить последнее действие ({ $key } или Ctrl+Z); игра станет игрой с помощью
pause-button = Пауза
    .title = Пауза ({ $key }): часы стоят, поле скрыто; игра станет игрой с помощью
resume-button = Дальше
hint-button = Подсказка
    .title = Подсказка ({ $key }): безопасная клетка и почему, или лучшая догадка
odds-button = Шансы
    .title = Шансы ({ $key }): вероятность мины в каждой закрытой клетке этой игры
auto-button = Авто
    .title = Автоигра ({ $key }): играет решатель; щёлкните по полю, чтобы перехватить
speed-label = Скорость
auto-speed =
    .title = Скорость автоигры
speed-step = по шагу
speed-slow = медленно
speed-normal = обычно
speed-fast = быстро
speed-instant = сразу
step-button = Шаг
    .title = Один ход автоигры ({ $key })

## Поле «Сапёра»

mines-left =
    .title = Осталось мин
face-button =
    .title = Новая игра ({ $key })
face-text = Новая игра
timer =
    .title = Время (секунды)
paused-cover = Пауза. Нажмите { $key } или «Продолжить».
board-grid =
    .aria-label = Поле «Сапёра»
counters-list =
    .aria-label = Счётчики
assisted-badge = С помощью
    .title = С помощью{ $helps }: эта игра не входит в статистику и таблицы рекордов

## Панель и доска пятнашек

size-label = Размер
fifteen-size =
    .title = Размер, ширина × высота (Alt и + или − меняют ширину, Ctrl+Alt и + или − — высоту)
size-typed-label = Размер вручную
fifteen-size-other =
    .title = Любой размер от 2×2 до 20×20 в виде ШxВ (ширина × высота), затем Enter
fifteen-mode =
    .title = Режим тренировки: одиночные сборки, эстафета размеров, марафон скрамблов или вслепую
practice-single = по одной
practice-relay = эстафета
practice-marathon = марафон
practice-blind = вслепую
relay-legs-label = Этапы эстафеты
fifteen-relay =
    .title = Размеры эстафеты по порядку, например 3x3, 4x4, 5x5
marathon-length-label = Длина марафона в скрамблах
fifteen-marathon =
    .title = Скрамблов в марафоне: 10, 25, 42, 50 или 100
fifteen-new = Скрамбл
    .title = Новый скрамбл или новый забег ({ $key })
fifteen-retry = Повтор
    .title = Сыграть этот скрамбл ещё раз ({ $key }; тренировка, отдельно от рекордов)
fifteen-state-button = Позиция…
    .title = Ввести позицию для игры
fifteen-done = Готово
    .title = Объявить сборку вслепую законченной ({ $key })
fifteen-pause = Пауза
    .title = Пауза ({ $key }): часы стоят, фишки скрыты; сборка больше не засчитывается
fifteen-hint = Подсказка
    .title = Лучший следующий ход ({ $key }); сборка больше не идёт в рекорды
fifteen-solve = Решить
    .title = Проиграть решение отсюда (сборка больше не засчитывается); нажмите ещё раз или сделайте ход, чтобы остановить
fifteen-solve-stop = Стоп
fifteen-solve-speed =
    .title = Скорость проигрываемого решения
stat-time = Время
stat-moves = Ходы
stat-tps = TPS
fifteen-board =
    .aria-label = Пятнашки
scramble-label = Скрамбл

## Рекорды

records-view =
    .aria-label = Рекорды
records-export-json = Экспорт всего (JSON)
records-export-csv = Экспорт сборок пятнашек (CSV)
records-import = Импорт…
records-mines-title = { -mines }
records-mines-table =
    .title = Таблица
records-mines-evf = Победы в EVF
    .title = Каждая выигранная игра как видео EVF (Metasweeper)
records-reset = Сбросить…
records-fifteen-title = { -fifteen }
records-fifteen-table =
    .title = Размер
records-fifteen-control =
    .title = Тип управления: лучшие результаты и средние сборок, сделанных так (как их делят таблицы slidysim)
control-all = любое управление
control-keyboard = клавиатура
control-click = щелчок
control-hover = наведение
control-mixed = смешанное

## Диалоги

about-tagline = «Сапёр» и пятнашки для игроков, которые гонятся за временем.
about-licence = Свободная программа под лицензией MIT. © 2026 разработчики { -brand }.
dialog-close = Закрыть
dialog-cancel = Отмена
dialog-ok = ОК
dialog-done = Готово
help-title = Справка
help-body =
    .aria-label = Правила и клавиши
confirm-again = Больше не спрашивать
state-title = Сыграть позицию
state-help = Ряды через <code>/</code>, числа через пробел, 0 — пустое место: <code>1 2 3/4 5 6/7 0 8</code>
state-play = Играть
custom-title = Особая игра
custom-width = Ширина
custom-height = Высота
custom-mines = Мины
custom-seed = Сид
custom-seed-input =
    .placeholder = случайный
custom-start = Начать
keys-title = Клавиши
keys-help = Нажмите кнопку клавиши, затем новую клавишу (Delete очищает, Escape оставляет прежнюю). Клавиши с Ctrl, Alt или Cmd остаются за приложением; Tab, Escape, F1 и ? сохраняют своё значение.
keys-action = Действие
keys-key = Клавиша
keys-other-key = Вторая
keys-reset = Вернуть по умолчанию

## Настройки

settings-title = Настройки
settings-language = Язык
language-system = как в системе
settings-theme = Тема
theme-system = как в системе
theme-light = светлая
theme-dark = тёмная
settings-keys = Клавиши
settings-change-keys = Изменить клавиши…
settings-cell-size = Размер клетки (Ctrl+= и Ctrl+- на поле, Ctrl+0 — по окну)
settings-chord-on-left = Левый щелчок по числу открывает вокруг (аккорд)
settings-question-marks = Правый щелчок ставит и знаки вопроса
settings-pointer-path = Записывать путь указателя для повторов
settings-counters = Счётчики рядом с полем (Вид > Счётчики)
settings-solver = Решатель
solver-manual = вручную: без помощи
solver-semi = полуавтомат: подсказка и шансы по запросу
solver-full = полный автомат: подсказка, шансы и автоигра
settings-tile-size = Размер фишки
settings-key-mode = Стрелки и WASD двигают
key-mode-tile = фишку (влево сдвигает фишку влево)
key-mode-blank = пустое место (влево двигает пустоту влево)
settings-mouse = Мышь
mouse-click = щелчок по фишке на одной линии с пустотой
mouse-hover = наведение: пустота следует за указателем
settings-colours = Цвета для { $size }
scheme =
    .title = У каждого размера свои; с 5x5 размер начинается с каймы (слоями с 7x7)
scheme-plain = одноцветная
scheme-rows = по рядам
scheme-columns = по столбцам
scheme-fringe = кайма
scheme-layered = слоями (ряды, столбцы, затем кайма)
scheme-file = из файла
scheme-file-load = Загрузить файл схемы…
scheme-file-button =
    .title = Файл схемы: его размер (5x5), затем для каждого ряда доски ряд цветов от 0 до 9 (. — без цвета); см. README
settings-animation = Анимация сдвига
animation-none = нет
animation-ms = { $ms } мс
zoom-fit = по размеру окна
scheme-file-too-big = в нём { $bytes } байт; файл схемы не больше { $limit }
scheme-file-loaded = Цвета для { $size } теперь берутся из { $file }.
scheme-file-refused = { $file } не загружен: { $error }. Текущие цвета остаются.

## Клавиши: что делает каждая игровая клавиша (.short: её имя внутри сообщения)

key-mines-open = Открыть (на числе: аккорд)
    .short = Открыть клетку
key-mines-flag = Флажок: поставить/снять
    .short = Флажок: поставить/снять
key-mines-chord = Аккорд
    .short = Аккорд
key-mines-up = Курсор вверх
    .short = Курсор вверх
key-mines-down = Курсор вниз
    .short = Курсор вниз
key-mines-left = Курсор влево
    .short = Курсор влево
key-mines-right = Курсор вправо
    .short = Курсор вправо
key-mines-newGame = Новая игра
    .short = Новая игра
key-mines-sameBoard = То же поле ещё раз
    .short = То же поле ещё раз
key-mines-beginner = Новичок
    .short = Новичок
key-mines-intermediate = Любитель
    .short = Любитель
key-mines-expert = Профессионал
    .short = Профессионал
key-mines-undo = Отмена (и Ctrl+Z)
    .short = Отмена
key-mines-pause = Пауза / продолжить
    .short = Пауза / продолжить
key-mines-hint = Подсказка
    .short = Подсказка
key-mines-odds = Шансы
    .short = Шансы
key-mines-auto = Автоигра вкл./выкл.
    .short = Автоигра вкл./выкл.
key-mines-step = Один ход автоигры
    .short = Один ход автоигры
key-fifteen-up = Вверх
    .short = Вверх
key-fifteen-down = Вниз
    .short = Вниз
key-fifteen-left = Влево
    .short = Влево
key-fifteen-right = Вправо
    .short = Вправо
key-fifteen-scramble = Новый скрамбл
    .short = Новый скрамбл
key-fifteen-retry = Повторить скрамбл
    .short = Повторить скрамбл
key-fifteen-hint = Подсказка
    .short = Подсказка
key-fifteen-pause = Пауза / продолжить
    .short = Пауза / продолжить
key-fifteen-done = Готово (сборка вслепую)
    .short = Готово
key-name-space = Пробел
key-name-up = Вверх
key-name-down = Вниз
key-name-left = Влево
key-name-right = Вправо
key-name-enter = Enter
keys-none = нет клавиши
keys-either = { $first } или { $second }
key-reserved = { $key } сохраняет своё значение; выберите другую клавишу
key-taken = { $key } уже назначена на «{ $action }»; сначала измените её
keys-slot-empty = нет
keys-slot-first = { $action }, клавиша: { $key }. Нажмите, чтобы изменить
keys-slot-other = { $action }, другая клавиша: { $key }. Нажмите, чтобы изменить
keys-awaiting = новая клавиша…
keys-awaiting-label = { $action }: нажмите новую клавишу, Delete — очистить, Escape — оставить
keys-modifier-refused = Клавиши с Ctrl, Alt или Cmd остаются за приложением; выберите клавишу без них
keys-all-reset = Все клавиши снова по умолчанию.

## Справка

help-title-game = Справка: { $game }
help-how-to-play = Как играть: { $game }
help-game-keys = { $game }: клавиши
help-game-mouse = { $game }: мышь
help-key = Клавиша
help-mouse = Мышь
help-does = Действие
help-everywhere = Везде
help-keys-and-mouse = Клавиши и мышь
help-change-keys = Игровые клавиши меняются в Настройки > Изменить клавиши.
help-mines-rules-1 = Откройте все клетки без мин. Число показывает, сколько из восьми соседних клеток скрывают мину.
help-mines-rules-2 = Отметьте флажком клетки, в которых точно мины. Щелчок по числу, все мины вокруг которого отмечены, открывает остальные клетки вокруг (аккорд).
help-mines-rules-3 = Первый щелчок никогда не попадает на мину. С него идут часы; они останавливаются на последней открытой безопасной клетке или на мине.
help-mines-rules-4 = Режимы (как в Metasweeper): строгий — щелчок по клетке, безопасность которой не доказана, попадает на мину; слабый — то же, пока была доказанная безопасная клетка, а вынужденная догадка становится безопасной; благословение — безопасной делается только вынужденная догадка; угадываемый и удачливый — щелчок по мине делается безопасным, если показанные числа это допускают.
help-mines-rules-5 = Лучшие времена считаются по уровню и режиму; игра с любой помощью (подсказка, шансы, отмена, пауза) идёт отдельно.
help-fifteen-rules-1 = Расставьте фишки по порядку, от 1 до последней, с пустым местом внизу справа.
help-fifteen-rules-2 = Фишка рядом с пустотой сдвигается в неё; щелчок по фишке в ряду или столбце пустоты сдвигает всю линию.
help-fifteen-rules-3 = Клавиши направлений сдвигают фишку в пустоту (или двигают пустоту, как выбрано в настройках).
help-fifteen-rules-4 = Часы идут с первого хода и останавливаются, когда последняя фишка на месте. Эстафета, марафон и вслепую — в меню режимов.
help-mines-mouse-1 = Левый щелчок
    .does = Открыть клетку
help-mines-mouse-2 = Правый щелчок
    .does = Поставить или снять флажок (и знак вопроса, если включено)
help-mines-mouse-3 = Обе кнопки или средний щелчок по числу
    .does = Аккорд: открыть клетки вокруг
help-mines-mouse-4 = Левый щелчок по числу
    .does = Аккорд (если аккорд левой кнопкой включён в настройках)
help-fifteen-mouse-1 = Щелчок по фишке
    .does = Сдвинуть её и фишки между ней и пустотой
help-fifteen-mouse-2 = Навести на фишку (режим наведения в настройках)
    .does = Сдвинуть её без щелчка
help-page-key-1 = F1 или ?
    .does = Эта справка
help-page-key-2 = Ctrl+Z
    .does = Отмена («Сапёр»)
help-page-key-3 = Ctrl+= или Ctrl+- (или Ctrl и колесо)
    .does = Крупнее или мельче клетки и фишки
help-page-key-4 = Ctrl+0
    .does = Поле снова по размеру окна
help-page-key-5 = Alt и + или −, Ctrl+Alt и + или −
    .does = Пятнашки: на столбец, на ряд больше или меньше
help-page-key-6 = Ctrl+C, Ctrl+V
    .does = Пятнашки: скопировать позицию строкой; сыграть позицию из буфера обмена

## Рекорды

records-reading = Чтение рекордов…
records-path = Рекорды хранятся в { $path }
records-path-read-only = Рекорды хранятся в { $path } (только чтение)
records-not-saved = Рекорды не сохраняются
records-no-games = Игр пока нет. Закончите игру, чтобы увидеть её здесь.
records-no-wins = Побед пока нет.
records-no-best-wins = Побед для таблицы рекордов пока нет: игра с выбранным сидом или введённым полем идёт отдельно.
records-last-wins = { $count ->
    [1] Последняя победа
    [one] Последняя { $count } победа
    [few] Последние { $count } победы
   *[other] Последние { $count } побед
  }
records-no-solves = Сборок пока нет. Соберите скрамбл, чтобы увидеть его здесь.
records-nothing-to-chart = Пока нет засчитанных сборок для графика.
records-last-attempts = Последние попытки
streak-won = побед: { $count }
streak-lost = поражений: { $count }
stat-played = Сыграно
stat-won = Выиграно
stat-win-rate = Доля побед
stat-streak = Серия
stat-longest-winning = Самая длинная серия побед
stat-longest-losing = Самая длинная серия поражений
stat-best-3bvs = Лучший 3BV/s
stat-best-time = Лучшее время
stat-fewest-moves = Меньше всего ходов
stat-best-tps = Лучший TPS
stat-solves = Сборки
stat-today = Сегодня
stat-dnf = DNF
stat-efficiency = Эффективность
col-when = Когда
col-time = Время
col-moves = Ходы
col-legs = Этапы
col-optimal = Оптимум
col-eff = Эфф.
reset-title = Сбросить { $name }?
reset-ask-games = Удалить все игры { $name }? Рекорды сначала копируются в сторону, и «Отменить» вернёт их.
reset-ask-solves = Удалить все сборки { $name }? Рекорды сначала копируются в сторону, и «Отменить» вернёт их.
reset-yes = Сбросить
reset-doing = Сброс { $name }…
reset-done = { $name } сброшено. Рекорды сначала скопированы в сторону; «Отменить» вернёт их.
export-doing = Экспорт…
saved-path = Сохранено: { $path }
import-doing = Импорт: каждая игра переигрывается и проверяется…
evf-doing = Сохранение видео…
evf-saved = Сохранено видео: { $count } в { $path }
evf-saved-skipped = Сохранено видео: { $count } в { $path } (без повтора пропущено: { $skipped })
undo-doing = Отмена…
undo-done = Отменено.
no-replay = Нет повтора: записано до появления повторов
replay = Повтор
save-evf = Сохранить как видео EVF (Metasweeper)
sentence-gap = { " " }
list-gap = ,{ " " }
import-added = Импортировано новых игр: { $count }.
import-already = Уже были (та же таблица и тот же момент): { $count }.
import-refused = Отклонено: { $count } (их повтор не дал их запись): { $reasons }.
import-refused-more = Отклонено: { $count } (их повтор не дал их запись): { $reasons }; и ещё { $more }.
import-backup = Рекорды сначала скопированы в { $path }; «Отменить» отменит импорт.
import-save-error = Но: { $error }
aside-help = { $help } { $count }
helps-list = { " " }({ $list })
aside-assisted-mines = Не входят в эти цифры: { $count ->
    [one] { $count } игра с помощью
    [few] { $count } игры с помощью
   *[other] { $count } игр с помощью
  }{ $helps }.
aside-assisted-fifteen = Не входят в эти цифры: { $count ->
    [one] { $count } попытка с помощью
    [few] { $count } попытки с помощью
   *[other] { $count } попыток с помощью
  }{ $helps }.
aside-known-mines = Вне рекордов: { $count } на известном поле.
aside-known-fifteen = Вне рекордов и средних: { $count } на известном скрамбле (выбранный сид, повтор, ввод).
help-kind-hint = подсказка
help-kind-odds = шансы
help-kind-auto = автоигра
help-kind-undo = отмена
help-kind-pause = пауза
help-kind-solve = решение
control-unknown = неизвестно
sessions-title = Сессии пятнашек
sessions-pick =
    .title = Текущая сессия или прошлая, чтобы взглянуть на неё
sessions-new = Новая сессия
    .title = Закончить эту сессию и начать новую (её сборки остаются в рекордах)
sessions-began = Началась новая сессия.
session-this = Эта сессия (с { $since })
session-earlier = { $since }: { $count ->
    [one] { $count } попытка
    [few] { $count } попытки
   *[other] { $count } попыток
  }
histogram-time = Время (с)
stat-not-counted = Не засчитано
col-mean = Среднее
col-best = Лучшее
col-worst = Худшее
col-control = Управление
col-time-now = Время сейчас
col-moves-now = Ходы сейчас
col-tps-now = TPS сейчас
col-average-best = лучшее
best-by = Лучшие по
best-style = Стиль
best-list = Список лучших
style-any = NF или FL
style-nf = NF
style-fl = FL
metric-3bv = 3BV
metric-3bvs = 3BV/s
metric-stnb = STNB
metric-ioe = IOE
metric-rqp = RQP
metric-path = Путь
metric-corr = Точн.
no-figures = Нет показателей: игра без повтора или с отменой или паузой
chart-none = { $label }: пока нет.
chart-results = { $count ->
    [one] { $count } результат
    [few] { $count } результата
   *[other] { $count } результатов
  }
chart-range = от { $lo } до { $hi }
chart-latest = последний { $value }
chart-average = среднее { $value }
chart-summary = { $label }: { $range }; { $latest }.
chart-summary-dnfs = { $label }: { $range }; { $latest }; DNF: { $dnfs }.
chart-solve-times = Время последних сборок с ao12
chart-win-times = Время последних побед со скользящим средним
chart-win-rates = 3BV/s последних побед со скользящим средним
legend-time = время (с)
legend-ao12 = ao12
legend-mean-10 = среднее из 10
histogram-summary = { $label }: { $count ->
    [one] { $count } сборка
    [few] { $count } сборки
   *[other] { $count } сборок
  } от { $from } до { $to }; больше всего ({ $most }) от { $lo } до { $hi }.

## «Сапёр»: поле вслух, слова решателя, диалог «Особый»

cell-covered = закрыта
cell-flagged = флажок
cell-question = знак вопроса
cell-empty = пусто
cell-mine = мина
cell-exploded = взорванная мина
cell-wrong-flag = неверный флажок
cell-number = { $count ->
    [one] { $count } мина
    [few] { $count } мины
   *[other] { $count } мин
  }
mines-left-count = { $count ->
    [one] осталась { $count } мина
    [few] осталось { $count } мины
   *[other] осталось { $count } мин
  }
flags-too-many = { $count ->
    [one] { $count } лишний флажок
    [few] { $count } лишних флажка
   *[other] { $count } лишних флажков
  }
told-flagged = Флажок поставлен
told-questioned = Отмечено знаком вопроса
told-unflagged = Флажок снят
told-won = Победа за { $time }: все безопасные клетки открыты.
told-lost = Поражение: мина взорвалась через { $time }.
told-opened-one = Открыто: { $cell }
told-opened = Открыто клеток: { $count }
told-covered = { $count ->
    [one] { $count } клетка снова закрыта
    [few] { $count } клетки снова закрыты
   *[other] { $count } клеток снова закрыты
  }
told-marks = Изменено отметок: { $count }
told-gap = .{ " " }
told-sentences = { $said }.
told-nothing = Ничего не изменилось.
off-hint = Подсказка выключена: включите её в Настройки > Решатель (полуавтомат или полный автомат).
off-odds = Шансы выключены: включите их в Настройки > Решатель (полуавтомат или полный автомат).
off-auto = Автоигра выключена: включите её в Настройки > Решатель (полный автомат).
cell-at = ряд { $row }, столбец { $col }
proof-single = { " " }(это доказывает одно число)
proof-pair = { " " }(это доказывают два числа вместе)
proof-mine-count = { " " }(это доказывают числа и счётчик мин)
proof-numbers = { " " }(это доказывают { $count } числа вокруг)
hint-first = Любой первый щелчок безопасен; попробуйте { $cell }.
hint-safe = Безопасно: { $cell }{ $proof }.
hint-mine = Мина: { $cell }{ $proof }.
hint-guess = Ничего не известно наверняка. Лучшая догадка: { $cell }, риск { $risk }.
hint-guess-estimated = Ничего не известно наверняка. Лучшая догадка: { $cell }, риск { $risk } (оценка).
chance-proved-mine = клетка, которую числа доказали миной
chance-not-proved = клетка, безопасность которой числа не доказали
chance-of-mine = шанс мины { $chance }
review-forced = Проигравший щелчок был вынужденной догадкой, { $chance }: ни одна клетка не была наверняка безопасной.
review-could-wait = Проигравший щелчок, { $chance }, мог подождать: { $cell } была наверняка безопасна (отмечена).
review-no-guesses = Без догадок.
review-guesses = Догадок: { $count }, из них лишних: { $needless }.
review-refused = Разбор остановлен на действии { $action }, которое игра отклонила: { $why }.
custom-not-whole = { $field }: введите целое число.
custom-range = { $field }: от { $min } до { $max }.
custom-range-mines = { $field }: от { $min } до { $max } на поле такого размера.
counter-clicks = Щелчки
counter-flags = Флажки
metric-ce = CE

## Вердикты повтора

verdict-safe-chance = безопасно на { $chance }
verdict-safe-chance-about = безопасно примерно на { $chance }
proof-by-count = это доказывает счётчик мин
proof-number-at = { $number } в { $cell }
list-and = { $list } и { $last }
proof-by-numbers = { $list } { $count ->
    [one] доказывает
   *[other] доказывают
  } это{ $found ->
    [yes] , с учётом уже найденных мин
   *[no] {""}
  }{ $withCount ->
    [yes] { " " }вместе со счётчиком мин
   *[no] {""}
  }
proof-by-many = { $count } чисел вокруг доказывают это { $withCount ->
    [yes] вместе со счётчиком мин
   *[no] при любой расстановке
  }{ $found ->
    [yes] , с учётом уже найденных мин
   *[no] {""}
  }
verdict-first = { $cell }: первый щелчок, судить нечего.
verdict-certain = { $cell }: наверняка: { $proof }.
verdict-forced = { $cell }: вынужденная догадка, { $chance }: ни одна клетка не была известна наверняка.
verdict-needless = { $cell }: лишняя догадка, { $chance }, когда { $safe } была наверняка безопасна.
luck-odds = 1 из { $odds }
summary-certain = { $count ->
    [one] { $count } верный щелчок
    [few] { $count } верных щелчка
   *[other] { $count } верных щелчков
  }
summary-forced = { $count ->
    [one] { $count } вынужденная догадка
    [few] { $count } вынужденные догадки
   *[other] { $count } вынужденных догадок
  }
summary-needless = { $count ->
    [one] { $count } лишняя догадка
    [few] { $count } лишние догадки
   *[other] { $count } лишних догадок
  }
summary-luck = удача { $luck }
summary-solver = Решатель: { $parts }.
summary-stopped = { $line } Оценено до действия { $action }: следующее было отклонено ({ $why }).

## «Сапёр»: режимы, панель, результат, разбор позиции

mode-opening = открытие
    .name = первый щелчок открывает
    .badge = {""}
    .title = Первый щелчок открывает область
mode-safe = безопасный
    .name = безопасный первый щелчок
    .badge = Безопасный первый щелчок
    .title = Свободна только щёлкнутая клетка, как в Windows XP
mode-noGuess = без догадок
    .name = без догадок
    .badge = Без догадок
    .title = Поле, которое проходится одними точными выводами
mode-strict = строгий
    .name = строго без догадок
    .badge = Строго без догадок
    .title = Поле без догадок, где щелчок по клетке, безопасность которой не доказана, попадает на мину
mode-weak = слабый
    .name = слабо без догадок
    .badge = Слабо без догадок
    .title = Щелчок по клетке без доказанной безопасности попадает на мину, пока была доказанная безопасная клетка; вынужденная догадка делается безопасной
mode-blessing = милость
    .name = благословение
    .badge = Благословение
    .title = Случайное поле, где безопасной делается только вынужденная догадка
mode-guessable = спасение
    .name = угадываемый
    .badge = Угадываемый
    .title = Поле без догадок, где щелчок по мине делается безопасным, когда это возможно
mode-lucky = удача
    .name = удачливый
    .badge = Удачливый
    .title = Случайное поле, где щелчок по мине делается безопасным, когда это возможно
mode-upk =
    .name = поле, известное до игры (UPK)
table-custom = Особый { $size }, мин: { $mines }
table-with-mode = { $board }, { $mode }
run-relay = Эстафета { $sizes }
run-marathon = Марафон из { $count }, { $size }
run-blind-name = Вслепую { $size }
mode-none-found = { $mode }: при такой плотности не найдено, так что на этом поле может понадобиться догадка
seconds = { $s } с
seed-known-board = То же поле ещё раз (UPK: вне таблиц рекордов)
seed-chosen = Сид { $seed } (выбран: вне таблиц рекордов)
seed-line = Сид { $seed }
seed-later = Сид будет показан после игры
clicks-line = Щелчков { $total } (левых { $left }, правых { $right }, аккордов { $chord })
result-cleared = Пройдено за { $time }
result-exploded = Взрыв через { $time }
result-bbbv-of = { $solved } из { $total }
result-mode-upk = { $mode }, UPK
result-study = Разбор
    .title = Разобрать это поле: шансы и верные клетки решателя (Игра > Разобрать позицию…)
result-copy = Копировать
    .title = Копировать поле текстом и картинкой
result-hide = Скрыть результат
    .title = Скрыть результат (поле остаётся, каким закончилось)
not-saved = Не сохранено: { $error }
replay-this-game = Повтор этой игры
figures-line = CE { $ce } · IOE { $ioe } · RQP { $rqp } · STNB { $stnb } · точность { $corr } · пропускная способность { $thrp } · путь { $path }
thinking = Думаю…
auto-guessed = Автоигра угадала { $cell } (риск { $risk }).
auto-stop = Стоп
leave-game-title = Покинуть эту игру?
leave-game-text = Если уйти сейчас, текущая игра засчитается как поражение.
leave-game-yes = Закончить (поражение)
leave-game-no = Играть дальше
guide-mines = Щёлкните любую клетку, чтобы начать; правый щелчок (или { $flag }) ставит флажок. F1 — все клавиши.
guide-fifteen = Расставьте фишки по порядку, пустота последней: щёлкайте фишку на одной линии с пустотой или нажимайте стрелки. F1 — все клавиши.
assist-name-hint = Подсказка
assist-name-odds = Шансы
assist-name-auto = Автоигра
assist-name-undo = Отмена
assist-name-pause = Пауза
assist-name-solve = Решение
ask-assist-title = Использовать: { $help }?
ask-assist-text = { $help } делает { $what ->
    [run] этот забег
    [solve] эту сборку
   *[game] эту игру
  } игрой с помощью: она сохраняется и её можно пересмотреть, но она не входит в статистику, серии и таблицы рекордов. { -brand } говорит это только один раз.
ask-assist-yes = Использовать: { $help }
study-title = Разобрать позицию
study-help = Один ряд в строке: 1-8 число, . или 0 пустая клетка, # или ? закрытая, F или * флажок.
study-position =
    .aria-label = Позиция
study-go = Разобрать
study-said = { $hint } Наверняка: безопасных { $safe }, мин { $mines }.
copied-text-image = Поле скопировано текстом и картинкой.
copied-text = Поле скопировано текстом.
clipboard-refused = Буфер обмена не принял поле: { $error }

## Пятнашки: результаты, забеги, слова решателя, размеры, файлы схем

solved-in = Собрано за { $time } с
solve-figures = { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[other] { $moves } ходов
  } ({ $multi } многофишечных), { $tps } TPS, MD { $md }, MMD { $mmd }
practice-retry = тренировочный повтор
space-next-run = Пробел — следующий забег
space-next-scramble = Пробел — следующий скрамбл
legs-line = Этапы { $legs }
direction-up = вверх
direction-down = вниз
direction-left = влево
direction-right = вправо
told-tiles-moved = { $tiles } { $dir }
told-moved = сдвиг { $dir }
run-seed = Сид забега { $seed }
run-seed-later = Сид забега будет показан после забега
origin-retry = Тренировка: повтор последнего скрамбла, отдельно от рекордов
origin-typed = Введённая позиция
origin-chosen = Сид { $seed } (выбран: тренировка, вне рекордов и средних)
solve-seed-later = Сид будет показан после сборки
scramble-hidden = скрыт, пока сборка не оценена
assisted-solve = С помощью{ $helps }: эта сборка не входит в статистику и средние
paused-solve = Пауза: нажмите { $key } или «Продолжить»
relay-legs-range = в эстафете от 2 до { $max } этапов (получено { $count })
col-leg = Этап
run-leg = этап { $leg } из { $legs }
run-blind = запомните, затем собирайте не глядя; Enter, когда готово
run-splits = сплиты { $splits }
run-retry = тренировочный повтор, отдельно от рекордов
run-failed = Не собрано: фишки не стояли по порядку, когда вы сказали «Готово» на { $time } с (DNF)
run-done = { $name } за { $time } с
hint-move-optimal = { $tile } { $dir } · { $count ->
    [one] остался { $count } ход
    [few] осталось { $count } хода
   *[other] осталось { $count } ходов
  } в лучшем случае
hint-move-quick = { $tile } { $dir } · { $count ->
    [one] остался { $count } ход
    [few] осталось { $count } хода
   *[other] осталось { $count } ходов
  } быстрым методом
optimal-line = Оптимум: { $optimal ->
    [one] { $optimal } ход
    [few] { $optimal } хода
   *[other] { $optimal } ходов
  } (у вас: { $yours }, эффективность { $efficiency })
path-all-optimal = Каждый ход лежал на оптимальном пути
path-left-optimal = Ход { $move } сошёл со всех оптимальных путей: { $before ->
    [one] { $before } ход
    [few] { $before } хода
   *[other] { $before } ходов
  } до конца перед ним, { $after } после
optimal-solution = Оптимальное решение ходами фишек (U вверх, D вниз, L влево, R вправо): { $moves }
session-line = Сессия: { $count ->
    [one] { $count } сборка
    [few] { $count } сборки
   *[other] { $count } сборок
  }
session-line-dnfs = Сессия: { $count ->
    [one] { $count } сборка
    [few] { $count } сборки
   *[other] { $count } сборок
  }, DNF: { $dnfs }
session-mean = среднее { $mean }
session-new-line = Сессия: новая, сборок ещё нет
copy-hidden = Ничего не скопировано: числа сборки вслепую остаются скрытыми
copied-state = Скопировано: { $state }
clipboard-refused-position = Буфер обмена не принял позицию: { $error }
thinking-tables = Думаю… (первый ответ для 4×4 ещё и строит таблицы решателя: несколько секунд, один раз)
leave-solve-title = Покинуть эту сборку?
leave-solve-text = Если уйти сейчас, текущая сборка засчитается как DNF (не закончена).
leave-run-title = Покинуть этот забег?
leave-run-text = Если уйти сейчас, текущий забег засчитается как DNF (не закончен).
leave-dnf-yes = Закончить (DNF)
size-other = Другой…
size-not-a-size = «{ $text }» — не размер вида 4x4
size-sides = «{ $text }»: стороны от { $min } до { $max }
scheme-no-size = в файле нет размера: первой строкой должен быть размер, например 5x5
scheme-at-line = строка { $line }: { $error }
scheme-file-rows = у схемы { $size } рядов цветов { $rows }; в этом файле { $count }
scheme-file-entries = в ряду схемы { $size } элементов { $entries }; в этом { $count }
scheme-not-colour = «{ $entry }» — не цвет (от 0 до 9 или . — без цвета)
tile-hidden = фишка
tile-blank = пусто

## Повторы и видео

replay-board =
    .aria-label = Поле повтора
replay-puzzle =
    .aria-label = Головоломка повтора
replay-back = ◀ Шаг
    .title = Предыдущее действие
replay-play = Играть
replay-pause = Пауза
replay-step = Шаг ▶
    .title = Следующее действие
replay-prev-guess = ◀ Догадка
    .title = Предыдущая догадка
replay-next-guess = Догадка ▶
    .title = Следующая догадка
replay-scrub =
    .aria-label = Место в игре
replay-speed =
    .aria-label = Скорость
replay-counters-mines = { $time } · 3BV { $solved }/{ $total } · { $rate } 3BV/s · щелчков: { $clicks } · осталось мин: { $left }
replay-counters-fifteen = { $time } · { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[other] { $moves } ходов
  } · { $rate } TPS
replay-figures = щелчков { $clicks } (левых { $left }, правых { $right }, двойных { $double }) · { $figures }
replay-no-click = Щелчков ещё нет.
replay-click-at = Щелчок: { $verdict }
replay-before-first = До первого щелчка.
replay-mode = режим: { $mode }
video-refused = Не удалось открыть { $name }: { $why }.
video-won = Победа за { $time } с, 3BV { $bbbv }, 3BV/s { $rate }
video-lost = Поражение за { $time } с, 3BV { $bbbv }, 3BV/s { $rate }
video-player = игрок: { $player }
video-program = записано в { $program }
best-list-empty-solves = В этом списке пока нет засчитанных сборок.
best-list-empty-wins = В этом списке пока нет побед.
session-empty = В этой сессии сборок пока нет. Соберите скрамбл, чтобы увидеть его здесь.

## Новости после игры

news-first-win = Первая победа на { $name }: { $time } с
news-new-best = Новый рекорд на { $name }: { $time } с, второе место — { $was } с
news-placed = { $time } с — ваш { $rank }-й результат на { $name }
news-best-figure-any = Новый рекорд: { $name } { $metric } { $value }, было { $was }
news-best-figure-nf = Новый рекорд: { $name } NF { $metric } { $value }, было { $was }
news-best-figure-fl = Новый рекорд: { $name } FL { $metric } { $value }, было { $was }
news-metric-time = время
news-metric-3bvs = 3BV/s
news-metric-stnb = STNB
news-metric-ioe = IOE
news-metric-rqp = RQP
news-metric-path = путь
news-moves = ходов: { $count }
news-tps = { $tps } TPS
news-first-single-time = Первая одиночная на { $name }: { $value }
news-first-single-moves = Первая одиночная по ходам на { $name }: { $value }
news-first-single-tps = Первая одиночная по TPS на { $name }: { $value }
news-new-single-time = Новая лучшая одиночная на { $name }: { $value } (было { $was })
news-new-single-moves = Новая лучшая одиночная по ходам на { $name }: { $value } (было { $was })
news-new-single-tps = Новая лучшая одиночная по TPS на { $name }: { $value } (было { $was })
news-first-average = Первое ao{ $n } на { $name }: { $value }
news-new-average = Новое лучшее ao{ $n } на { $name }: { $value } (было { $was })
why-assisted = с помощью
why-assisted-helps = с помощью: { $helps }
why-chosenSeed = выбранный сид
why-retry = повтор
why-typedPosition = введённая позиция
why-typedBoard = введённое поле
why-unproven = не доказано: нет повтора
why-gap = ;{ " " }
undo-import = Отменить импорт (игр: { $count })
undo-reset = Отменить сброс { $name }
density-warning = Мин { $density }%: { -brand } каждый раз находит поле без догадок до { $reliable }%; при такой плотности может не найти, и поле может потребовать догадки.

## Файл .desktop (меню Linux): вид приложения и строка о нём

desktop-generic-name = Головоломки
desktop-comment = «Сапёр» и пятнашки для игроков, которые гонятся за временем
dnf = DNF
average-ao = ao{ $n }
session-average = ao{ $n } { $value }
evf-button = EVF
col-md = MD
col-mmd = MMD
about-title = { -brand }
error-no-backend = Бэкенд { -brand } недоступен с этой страницы.

## Что отклоняет движок и почему (ошибки бэкенда)

error-as-written = { $text }
error-width = ширина должна быть от { $min } до { $max } (получено { $got })
error-height = высота должна быть от { $min } до { $max } (получено { $got })
error-mines = мин должно быть от 1 до { $max } на поле { $width }x{ $height } (получено { $got })
error-not-a-size = { $text } — не размер; ожидается N или ШxВ (например 4 или 3x5)
error-tile-count = для доски { $width }x{ $height } ожидалось чисел: { $expected }, получено { $got }
error-not-a-permutation = числа должны быть от 0 до { $max }, каждое по разу (0 — пустое место); { $problem }
error-not-a-tile = { $text } — не номер фишки
error-ragged-state = в ряду { $row } чисел { $found }, а в ряду 1 — { $expected }
error-not-square = { $count } чисел не складываются в квадратную доску
error-relay-legs = в эстафете от 2 до { $max } этапов (получено { $got })
error-marathon-count = в марафоне от 2 до { $max } скрамблов (получено { $got })
error-no-help-before-first = до первого щелчка помощь не отмечается
error-nothing-to-undo = нечего отменять
error-undo-replay = игру не удалось переиграть до её последнего действия
error-undo-first-click = первый щелчок, раздавший поле, отменить нельзя
error-pause-not-playing = поставить на паузу можно только идущую игру
error-game-not-paused = игра не на паузе
error-hold-run = часы задерживаются, только пока отвечают на помощь, запрошенную во время забега
error-run-never-paused = тренировочный забег не ставится на паузу
error-hold-solve = часы задерживаются, только пока отвечают на помощь, запрошенную во время сборки
error-no-help-blind = во время сборки вслепую помощи нет
error-pause-not-running = поставить на паузу можно только идущую сборку
error-solve-not-paused = сборка не на паузе
error-cell-off-board = клетка ({ $row }, { $col }) вне поля { $width }x{ $height }
error-game-over = игра окончена; начните новую
error-game-history-full = в этой игре уже { $count } действий — больше одна игра не хранит; начните новую
error-game-controls-full = в этой игре уже { $count } пауз и отмен — больше одна игра не хранит; играйте дальше или начните новую
error-game-paused = игра на паузе; сначала продолжите её
error-no-tile-moves = ни одна фишка не может сдвинуться { $dir }
error-tile-off-board = клетки { $index } нет на доске { $width }x{ $height }
error-not-in-line = клетка { $index } не в ряду и не в столбце пустого места
error-solved = головоломка собрана; новый скрамбл
error-blind-over = эта сборка вслепую окончена; новый скрамбл
error-not-blind = законченной объявляется только сборка вслепую; эта закончится, когда фишки встанут на места
error-blind-not-started = сначала сделайте ход: сборка вслепую начинается с первого хода
error-attempt-history-full = в этой попытке уже { $count } ходов — больше одна попытка не хранит; новый скрамбл
error-attempt-controls-full = в этой попытке уже { $count } пауз — больше одна попытка не хранит; играйте дальше или возьмите новый скрамбл
error-solve-paused = сборка на паузе; сначала продолжите её
error-move-other-game = ход для игры { $got }, но на доске игра { $expected }
error-move-repeated = ход { $seq } этой игры уже получен
error-move-too-far = ход { $seq } больше чем на { $max } впереди хода { $next }, ожидаемого следующим
error-unsolvable = из этой расстановки цель недостижима (чётность фишек неверна)
error-optimal-too-large = оптимальные решения — для досок не больше 16 клеток (3x3, 3x4, 3x5, 2x8, 4x4 …); эта { $width }x{ $height }
error-no-tables = для 4x4 нужны базы шаблонов, которые ещё не построены
error-gave-up = поиск сдался после { $nodes } узлов
error-position-size = ожидалось клеток: { $expected }, получено { $got }
error-position-number = клетка { $index } показывает { $number }, но у неё всего { $neighbours } соседей
error-position-mines = { $mines } мин не помещаются в { $covered } закрытых клеток
error-position-over = игра окончена: выводить больше нечего
error-inconsistent = никакая расстановка мин не подходит к этим числам и этому количеству мин
error-study-cell = строка { $line }, столбец { $column }: { $found } — не клетка (1-8 число, . или 0 пусто, # или ? закрыта, F или * флажок)
error-study-ragged = строка { $line }: клеток { $found }, а в первом ряду { $expected }
error-study-number = строка { $line }, столбец { $column }: { $number } невозможно: у клетки всего { $neighbours } соседей
error-study-empty = позиция пуста: пишите по одному ряду в строке
error-study-after-blank = строка { $line }: ряд после пустой строки; ряды поля идут один за другим
error-no-guess-layout = не найдено расстановки без догадок для { $mines } мин на поле { $width }x{ $height }; попробуйте меньше мин
error-video-empty = файл пуст
error-video-too-large = файл занимает { $bytes } байт — больше любого видео «Сапёра»
error-video-unreadable = не читаемое видео { $format }: { $reason }
error-video-damaged = видео { $format } повреждено: его игру нельзя переиграть
error-video-busy = в видео { $changes } нажатий и отпусканий кнопок на поле из { $cells } клеток — больше, чем анализирует { -brand } (произведение не больше { $max })
error-evf-too-large = EVF хранит поля до { $max }x{ $max }; это { $width }x{ $height }
error-evf-no-board = в игре ещё нет мин (ни одна клетка не открыта): записывать нечего
error-evf-too-long = игра длится { $ms } мс — больше, чем вмещают часы EVF
error-evf-controlled = EVF не умеет показывать отмену или паузу, а в этой игре они есть
error-log-token = элемент { $token } журнала — не действие со временем ({ $text })
error-log-off-board = элемент { $token } журнала называет клетку { $cell } вне поля { $width }x{ $height }
error-log-end = метка конца журнала — не последний его элемент
error-log-board = поле { $text } — не `ШxВ:` и по шестнадцатеричной цифре на четыре клетки
error-replay-no-log = у неё нет журнала действий для проверки (записано до повторов)
error-replay-table = её таблица { $table } не из тех, что ведёт { -brand }
error-replay-log = её журнал не читается: { $why }
error-replay-board = её поле не { $why }
error-replay-action = действие { $action } её журнала нельзя сыграть: { $why }
error-replay-after-end = в её журнале есть действия после конца игры
error-replay-mismatch = её запись не совпадает с повтором: { $why }
error-store-read-only = рекорды только для чтения: { $why }
error-store-write = не удалось сохранить рекорды в { $dir }: { $why }
error-store-held = не удалось сохранить рекорды в { $dir }: { $file } открыт в другой программе ({ $why }); закройте её, и следующее сохранение запишет всё
error-store-invalid = не файл рекордов { -brand }: { $why }
error-store-encode = не удалось записать рекорды: { $why }
error-seed = сид должен быть целым числом от 0 до { $max } (получено { $got })
error-solver = решатель не может прочитать эту позицию: { $why }
error-auto-moves = ходов должно быть от 1 до { $max } (получено { $got })
error-not-over = игра ещё не окончена
error-replay-not-saved = не удалось сохранить повтор: { $why }
error-replay-not-removed = не удалось удалить повтор: { $why }
error-writer-stopped = запись рекордов не работает
error-run-not-paused = тренировочный забег не на паузе: его часы — часы забега
error-state-unsolvable = эта расстановка не собирается (две фишки переставлены относительно любой собираемой)
error-state-solved = эта расстановка уже собрана
error-no-help-blind-shows = во время сборки вслепую помощи нет: она показала бы, где фишки
error-solver-move-illegal = ход решателя здесь недопустим
error-optimum-not-after-solve = оптимум для { $width }x{ $height } после сборки не считается (это может занять минуты)
error-no-language = нет языка с именем { $name }
error-menu = не удалось заново построить меню: { $why }
error-no-board-yet = поле ещё не раздано: сначала откройте клетку
error-pointer-batch = { $got } отсчётов указателя за один вызов; не больше { $max }
error-no-table = нет таблицы { $game ->
    [mines] «Сапёра»
   *[other] пятнашек
  } с именем { $table }
error-not-saved-first = ничего не изменено: рекорды не удалось сначала сохранить: { $why }
error-nothing-changed = ничего не изменено: { $why }
error-nothing-to-take-back = нет импорта или сброса для отмены
error-export = не удалось экспортировать: { $why }
error-write-file = не удалось записать { $path }: { $why }
error-import-too-big = импорт невозможен: файл { $size } МБ; не больше { $max } МБ
error-import = импорт невозможен: { $why }
error-import-newer = импорт невозможен: записано более новой { -brand } (schema { $schema })
error-not-exported = эту игру нельзя экспортировать: { $why }
error-no-won-replay = ни у одной выигранной игры { $table } нет повтора для экспорта
error-too-many-figures = не больше { $max } игр за раз (получено { $got })
error-no-game-at = нет игры { $table }, записанной в { $at }
error-no-replay = эта игра записана до появления повторов: повтора нет
error-not-replayed = эту игру нельзя повторить: { $why }
error-no-such-game = нет игры с именем { $name }; mines или fifteen
error-no-session = ни одна сессия не началась в { $at }
error-settings-not-object = настройки должны быть объектом JSON
error-settings-too-big = настройки занимают { $size } байт; предел { $max }
error-settings-no-dir = нет папки данных для настроек
error-settings-other-window = настройки не сохраняются: ими ведает другое окно { -brand }
error-settings-not-saved = не удалось сохранить { $path }: { $why }
error-study-too-long = позиция для разбора не длиннее { $max } символов (поле 200x200)
error-not-a-video = не видео «Сапёра»: { -brand } открывает файлы .avf, .rmv, .evf и .mvf
error-video-file-too-large = { $why }: больше любого видео «Сапёра»
error-video-not-read = не удаётся прочитать: { $why }
error-video-not-analysed = видео не удалось проанализировать: оно повреждено

## Что игроку говорят при запуске о рекордах, настройках и оборванной игре

readonly-no-directory = не удаётся создать { $dir } ({ $error })
readonly-other-window = эти рекорды использует другое окно { -brand }
readonly-marked-start = { $path } помечен «только для чтения» (снимите отметку, чтобы снова сохранять)
readonly-marked = { $path } помечен «только для чтения»
readonly-unreadable = не удаётся прочитать { $path } ({ $error })
readonly-newer = { $path } записан более новой { -brand } (schema { $schema })
readonly-stuck = { $path } повреждён, и его не удалось отложить в сторону ({ $error })
log-problem-unreadable = не читается: { $error }
log-problem-cut-short = его последнюю, оборванную строку не удалось убрать: { $error }
log-problem-not-a-change = не изменение: { $error }
notice-read-only = Рекорды только для чтения: { $why }. Результаты этого окна не сохраняются.
notice-left-as-it-is = Рекорды только для чтения: { $why }. Файл оставлен как есть.
notice-newer = Рекорды только для чтения: { $why }. Обновите { -brand }, чтобы пополнять их.
notice-upgraded = Рекорды обновлены со schema { $from } до { $to }.
notice-file-moved-aside = Файл рекордов не читается ({ $problem }); он перенесён в { $aside }, начаты новые рекорды.
notice-file-stuck = Файл рекордов { $path } повреждён ({ $problem }), и его не удалось отложить; рекорды только для чтения.
notice-file-held = Файл рекордов не читается ({ $problem }); его держит открытым другое окно { -brand }.
notice-log-moved-aside = Журнал рекордов повреждён в строке { $line } ({ $problem }); игры до неё сохранены, журнал перенесён в { $aside }.
notice-log-stuck = Журнал рекордов { $path } повреждён в строке { $line } ({ $problem }); рекорды только для чтения.
notice-log-shown = Журнал рекордов повреждён в строке { $line } ({ $problem }); показаны игры до неё.
notice-moved = Ваши рекорды перенесены из { $from } в { $to }, где { -brand } теперь их хранит.
notice-not-moved = Ваши рекорды остаются в { $from }: их не удалось перенести в { $to } ({ $error }).
notice-no-data-directory = Папка данных не найдена; рекорды этого сеанса не сохраняются.
notice-journal-unreadable = Журнал несохранённых изменений не читается ({ $problem }); он удалён.
notice-journal-empty = Журнал текущей игры ({ $file }) был пуст; он удалён.
notice-unreadable-mines = Текущую игру «Сапёра» не удалось прочитать ({ $problem }).
notice-unreadable-fifteen = Текущую попытку в пятнашках не удалось прочитать ({ $problem }).
notice-saves-recorded = { $count ->
    [one] { $count } игра, чьё сохранение не удалось до закрытия { -brand }, записана из журнала.
    [few] { $count } игры, чьи сохранения не удались до закрытия { -brand }, записаны из журнала.
   *[other] { $count } игр, чьи сохранения не удались до закрытия { -brand }, записаны из журнала.
  }
notice-save-not-recorded = Игра, чьё сохранение не удалось, не записана: { $why }.
notice-recorded-loss = Игра ({ $name }), шедшая при закрытии { -brand }, записана как поражение.
notice-recorded-dnf = Попытка ({ $name }), шедшая при закрытии { -brand }, записана как DNF.
notice-not-recorded-mines = Игра ({ $name }), шедшая при закрытии { -brand }, не записана: { $why }.
notice-not-recorded-fifteen = Попытка ({ $name }), шедшая при закрытии { -brand }, не записана: { $why }.
notice-settings-moved-aside = Файл настроек не читается ({ $problem }); он перенесён в { $aside }, действуют настройки по умолчанию.
notice-settings-left = Файл настроек не читается ({ $problem }); это окно использует настройки по умолчанию.
notice-settings-stuck = Файл настроек { $path } не читается ({ $problem }), и его не удалось отложить ({ $error }); действуют настройки по умолчанию.

## Почему повтор отклоняет запись (внутри сообщений выше)

replay-board-of-table = поле этой таблицы ({ $table })
replay-board-seed = то, что раздаёт её сид
replay-board-scramble = скрамбл: { $why }
replay-board-scramble-of = скрамбл { $size }
replay-mismatch-log-ends = игра ещё идёт, но её журнал её заканчивает
replay-mismatch-log-finishes = попытка ещё идёт, но её журнал её завершает
replay-mismatch-no-cell = ни одна клетка не открыта
replay-mismatch-no-move = ни одного хода не сделано
replay-mismatch-differs = записано { $recorded }, при повторе { $replayed }
