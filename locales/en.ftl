# Tessera's messages in English: every word the app shows, the page's and the backend's.
# Each language has a file like this one (locales/<tag>.ftl) with the same messages; see the
# README ("Languages") for how to add one. Variables are written { $name }; the terms below are
# the games' names, used inside other messages.

-brand = Tessera
-mines = Minesweeper
-fifteen = 15-puzzle

## The native menu

menu-app = { -brand }
menu-game = Game
menu-edit = Edit
menu-fifteen = { -fifteen }
menu-view = View
menu-window = Window
menu-help = Help
menu-quit = Quit { -brand }
menu-hide = Hide { -brand }
menu-new-game = New Game
menu-mines-same-board = { -mines }: Same Board Again
menu-mines-study = { -mines }: Study a Position…
menu-mines-copy = { -mines }: Copy the Board
menu-mines-beginner = { -mines }: Beginner
menu-mines-intermediate = { -mines }: Intermediate
menu-mines-expert = { -mines }: Expert
menu-mines-custom = { -mines }: Custom…
menu-fifteen-size = { -fifteen }: { $size }
menu-fifteen-other-size = { -fifteen }: Other Size…
menu-fifteen-new-session = { -fifteen }: New Session
menu-open-video = Open Video…
menu-records = Records
menu-view-counters = { -mines } Counters
menu-settings = Settings…
menu-how-to-play = How to Play
menu-shortcuts = Keyboard Shortcuts
menu-about = About { -brand }

## What the backend shows itself

fatal-title = { -brand } cannot start
fatal-webview2 = { -brand } needs the Microsoft Edge WebView2 Runtime to draw its window, and this Windows does not have it.

    Install it from Microsoft (search for "WebView2 Runtime", or open https://go.microsoft.com/fwlink/p/?LinkId=2124703), then start { -brand } again. The { -brand } installer installs it too.
fatal-start = { -brand } could not start: { $error }
video-chooser-title = Open a { -mines } video
video-chooser-filter = { -mines } videos (AVF, RMV, EVF, MVF)

## The page: the bar at the top

tabs =
    .aria-label = Game
tab-mines = { -mines }
tab-fifteen = { -fifteen }
tab-records = Records
settings-button = Settings
    .title = Settings
notice-close =
    .title = Dismiss
could-not-start = Could not start: { $error }

## Minesweeper's toolbar

group-game =
    .aria-label = Game
group-play =
    .aria-label = Play
group-solver =
    .aria-label = Solver
difficulty-label = Difficulty
difficulty =
    .title = Difficulty: Beginner 9×9 with 10 mines, Intermediate 16×16 with 40, Expert 30×16 with 99
level-beginner = Beginner
level-intermediate = Intermediate
level-expert = Expert
level-custom = Custom
custom-button = Custom…
    .title = A custom size, or a game by its seed
custom-option = Custom { $width }×{ $height }
    .title = Custom { $width }×{ $height } with { $mines } mines
mode-label = Mode
first-click =
    .title = How the board is dealt and played: where the first click may land, and whether the hidden mines move after it (kept per difficulty; each mode has its own records)
undo-button = Undo
    .title = Undo the last action ({ $key } or Ctrl+Z); the game is then assisted
pause-button = Pause
    .title = Pause ({ $key }): the clock stops and the board is hidden; the game is then assisted
resume-button = Resume
hint-button = Hint
    .title = Hint ({ $key }): a certain cell and why, or the best guess
odds-button = Odds
    .title = Odds ({ $key }): every covered cell's chance of being a mine, for this game
auto-button = Auto
    .title = Auto-play ({ $key }): the solver plays; click the board to take over
speed-label = Speed
auto-speed =
    .title = Auto-play speed
speed-step = step
speed-slow = slow
speed-normal = normal
speed-fast = fast
speed-instant = instant
step-button = Step
    .title = One auto-play move ({ $key })

## Minesweeper's board

mines-left =
    .title = Mines left
face-button =
    .title = New game ({ $key })
face-text = New game
timer =
    .title = Time (seconds)
paused-cover = Paused. Press { $key } or Resume to go on.
board-grid =
    .aria-label = { -mines } board
counters-list =
    .aria-label = Counters
assisted-badge = Assisted
    .title = Assisted{ $helps }: this game stays out of the statistics and the best lists

## The 15-puzzle's toolbar and board

size-label = Size
fifteen-size =
    .title = Size, width × height (Alt and + or − the width, Ctrl+Alt and + or − the height)
size-typed-label = Size, typed
fifteen-size-other =
    .title = Any size from 2×2 to 20×20 as WxH (width × height), then Enter
fifteen-mode =
    .title = Practice mode: single solves, a relay of sizes, a marathon of scrambles, or blind
practice-single = single
practice-relay = relay
practice-marathon = marathon
practice-blind = blind
relay-legs-label = Relay legs
fifteen-relay =
    .title = The relay's sizes in order, e.g. 3x3, 4x4, 5x5
marathon-length-label = Marathon length, in scrambles
fifteen-marathon =
    .title = Scrambles in the marathon: 10, 25, 42, 50 or 100
fifteen-new = Scramble
    .title = New scramble, or new run ({ $key })
fifteen-retry = Retry
    .title = Play this scramble again ({ $key }; practice, kept apart from records)
fifteen-state-button = Enter state…
    .title = Type in a state to play
fifteen-done = Done
    .title = Declare the blind solve done ({ $key })
fifteen-pause = Pause
    .title = Pause ({ $key }): the clock stops and the tiles are hidden; the solve then no longer counts
fifteen-hint = Hint
    .title = The best next move ({ $key }); the solve then no longer counts for records
fifteen-solve = Solve
    .title = Play a solution from here (the solve then no longer counts); press again, or move, to stop
fifteen-solve-stop = Stop
fifteen-solve-speed =
    .title = Speed of the played solution
stat-time = Time
stat-moves = Moves
stat-tps = TPS
fifteen-board =
    .aria-label = Sliding puzzle
scramble-label = Scramble

## The records view

records-view =
    .aria-label = Records
records-export-json = Export all (JSON)
records-export-csv = Export { -fifteen } solves (CSV)
records-import = Import…
records-mines-title = { -mines }
records-mines-table =
    .title = Table
records-mines-evf = Won games as EVF
    .title = Every won game as an EVF video (Metasweeper)
records-reset = Reset…
records-fifteen-title = { -fifteen }
records-fifteen-table =
    .title = Size
records-fifteen-control =
    .title = Control type: the bests and averages of the solves made that way (as slidysim's leaderboards split them)
control-all = all controls
control-keyboard = keyboard
control-click = click
control-hover = hover
control-mixed = mixed

## Dialogs

about-tagline = { -mines } and the { -fifteen } for players who chase their times.
about-licence = Free software under the MIT licence. Copyright © 2026 the { -brand } developers.
dialog-close = Close
dialog-cancel = Cancel
dialog-ok = OK
dialog-done = Done
help-title = Help
help-body =
    .aria-label = Rules and keys
confirm-again = Don't ask again
state-title = Play a state
state-help = Rows separated by <code>/</code>, numbers by spaces, 0 for the blank: <code>1 2 3/4 5 6/7 0 8</code>
state-play = Play
custom-title = Custom game
custom-width = Width
custom-height = Height
custom-mines = Mines
custom-seed = Seed
custom-seed-input =
    .placeholder = random
custom-start = Start
keys-title = Keys
keys-help = Press a key's button, then the new key (Delete clears it, Escape keeps it). Keys with Ctrl, Alt or Cmd stay the app's; Tab, Escape, F1 and ? keep their meaning.
keys-action = Action
keys-key = Key
keys-other-key = Other key
keys-reset = Reset to defaults

## Settings

settings-title = Settings
settings-language = Language
language-system = as the system
settings-theme = Theme
theme-system = as the system
theme-light = light
theme-dark = dark
settings-keys = Keys
settings-change-keys = Change keys…
settings-cell-size = Cell size (Ctrl+= and Ctrl+- on the board, Ctrl+0 to fit)
settings-chord-on-left = Left-click on a number chords
settings-question-marks = Right-click cycles through question marks
settings-pointer-path = Record the pointer's path for replays
settings-counters = Counters beside the board (View > Counters)
settings-solver = Solver
solver-manual = manual: no help
solver-semi = semi-auto: hint and odds on request
solver-full = full auto: hint, odds and auto-play
settings-tile-size = Tile size
settings-key-mode = Arrow keys and WASD move
key-mode-tile = the tile (Left slides a tile left)
key-mode-blank = the blank (Left moves the gap left)
settings-mouse = Mouse
mouse-click = click a tile in line with the gap
mouse-hover = hover: the gap follows the pointer
settings-colours = Colours for { $size }
scheme =
    .title = Each size keeps its own; from 5x5 up a size starts with fringe (layered from 7x7)
scheme-plain = plain
scheme-rows = by rows
scheme-columns = by columns
scheme-fringe = fringe
scheme-layered = layered (rows, columns, then fringe)
scheme-file = from a file
scheme-file-load = Load a scheme file…
scheme-file-button =
    .title = A scheme file: its size (5x5), then a row of colours 0 to 9 (. for none) per board row; see the README
settings-animation = Slide animation
animation-none = none
animation-ms = { $ms } ms
zoom-fit = fit the window
scheme-file-too-big = it is { $bytes } bytes; a scheme file is at most { $limit }
scheme-file-loaded = The { $size } colours now come from { $file }.
scheme-file-refused = { $file } was not loaded: { $error }. The colours in use stay.

## Keys: what each game key does (.short: its name inside a message)

key-mines-open = Open a cell (on a number: chord)
    .short = Open a cell
key-mines-flag = Flag or unflag
    .short = Flag or unflag
key-mines-chord = Chord
    .short = Chord
key-mines-up = Cursor up
    .short = Cursor up
key-mines-down = Cursor down
    .short = Cursor down
key-mines-left = Cursor left
    .short = Cursor left
key-mines-right = Cursor right
    .short = Cursor right
key-mines-newGame = New game
    .short = New game
key-mines-sameBoard = Same board again
    .short = Same board again
key-mines-beginner = Beginner
    .short = Beginner
key-mines-intermediate = Intermediate
    .short = Intermediate
key-mines-expert = Expert
    .short = Expert
key-mines-undo = Undo (Ctrl+Z too)
    .short = Undo
key-mines-pause = Pause or resume
    .short = Pause or resume
key-mines-hint = Hint
    .short = Hint
key-mines-odds = Odds
    .short = Odds
key-mines-auto = Auto-play on or off
    .short = Auto-play on or off
key-mines-step = One auto-play move
    .short = One auto-play move
key-fifteen-up = Up
    .short = Up
key-fifteen-down = Down
    .short = Down
key-fifteen-left = Left
    .short = Left
key-fifteen-right = Right
    .short = Right
key-fifteen-scramble = New scramble
    .short = New scramble
key-fifteen-retry = Retry the same scramble
    .short = Retry the same scramble
key-fifteen-hint = Hint
    .short = Hint
key-fifteen-pause = Pause or resume
    .short = Pause or resume
key-fifteen-done = Done (blind solve)
    .short = Done
key-name-space = Space
key-name-up = Up
key-name-down = Down
key-name-left = Left
key-name-right = Right
key-name-enter = Enter
keys-none = no key
keys-either = { $first } or { $second }
key-reserved = { $key } keeps its own meaning; choose another key
key-taken = { $key } is already the key for { $action }; change that one first
keys-slot-empty = none
keys-slot-first = { $action }, key: { $key }. Press to change
keys-slot-other = { $action }, other key: { $key }. Press to change
keys-awaiting = new key…
keys-awaiting-label = { $action }: press the new key, Delete to clear, Escape to keep
keys-modifier-refused = Keys with Ctrl, Alt or Cmd stay the app's; choose a key without them
keys-all-reset = Every key is back to its default.

## Help

help-title-game = Help: { $game }
help-how-to-play = How to play { $game }
help-game-keys = { $game }: keys
help-game-mouse = { $game }: mouse
help-key = Key
help-mouse = Mouse
help-does = Does
help-everywhere = Everywhere
help-keys-and-mouse = Keys and mouse
help-change-keys = Change the game keys in Settings > Change keys.
help-mines-rules-1 = Open every cell that hides no mine. A number tells how many of the eight cells around it hide a mine.
help-mines-rules-2 = Flag the cells you know are mines. Opening a number whose mines are all flagged opens the rest around it (a chord).
help-mines-rules-3 = The first click never hits a mine. The clock starts there and stops at the last safe cell opened, or at a mine.
help-mines-rules-4 = Modes (Metasweeper's): strict, a click on a cell not proved safe meets a mine; weak, the same while a safe cell was proved, and a forced guess is made safe; blessing, only a forced guess is made safe; guessable and lucky, a click on a mine is made safe when the numbers shown allow it.
help-mines-rules-5 = Your best times count per difficulty and mode; a game with any help (hint, odds, undo, pause) is kept apart.
help-fifteen-rules-1 = Slide the tiles into order, 1 to the last, with the blank at the bottom right.
help-fifteen-rules-2 = A tile next to the blank slides into it; clicking a tile in the blank's row or column slides the whole line.
help-fifteen-rules-3 = The direction keys slide a tile into the blank (or move the blank, as Settings chooses).
help-fifteen-rules-4 = The clock starts at your first move and stops when the last tile is in place. Relay, marathon and blind practice are in the mode menu.
help-mines-mouse-1 = Left click
    .does = Open a cell
help-mines-mouse-2 = Right click
    .does = Flag or unflag (a question mark too, when they are on)
help-mines-mouse-3 = Both buttons, or middle click, on a number
    .does = Chord: open the cells around it
help-mines-mouse-4 = Left click on a number
    .does = Chord (when left-click chording is on in Settings)
help-fifteen-mouse-1 = Click a tile
    .does = Slide it, and the tiles between it and the blank
help-fifteen-mouse-2 = Point at a tile (hover mode, in Settings)
    .does = Slide it without a click
help-page-key-1 = F1 or ?
    .does = This help
help-page-key-2 = Ctrl+Z
    .does = Undo ({ -mines })
help-page-key-3 = Ctrl+= or Ctrl+- (or Ctrl and the wheel)
    .does = Bigger or smaller cells and tiles
help-page-key-4 = Ctrl+0
    .does = The board fits the window again
help-page-key-5 = Alt and + or −, Ctrl+Alt and + or −
    .does = { -fifteen }: one column, one row more or fewer
help-page-key-6 = Ctrl+C, Ctrl+V
    .does = { -fifteen }: copy the position as a state string; play one from the clipboard

## Records

records-reading = Reading the records…
records-path = Records are kept in { $path }
records-path-read-only = Records are kept in { $path } (read-only)
records-not-saved = Records are not saved
records-no-games = No games yet. Finish a game to see it here.
records-no-wins = No wins yet.
records-no-best-wins = No wins for the best list yet: a game with a chosen seed or a typed board is kept apart from it.
records-last-wins = { $count ->
    [one] Last win
   *[other] Last { $count } wins
  }
records-no-solves = No solves yet. Solve a scramble to see it here.
records-nothing-to-chart = No counted solves to chart yet.
records-last-attempts = Last attempts
streak-won = { $count } won
streak-lost = { $count } lost
stat-played = Played
stat-won = Won
stat-win-rate = Win rate
stat-streak = Streak
stat-longest-winning = Longest winning
stat-longest-losing = Longest losing
stat-best-3bvs = Best 3BV/s
stat-best-time = Best time
stat-fewest-moves = Fewest moves
stat-best-tps = Best TPS
stat-solves = Solves
stat-today = Today
stat-dnf = DNF
stat-efficiency = Efficiency
col-when = When
col-time = Time
col-moves = Moves
col-legs = Legs
col-optimal = Optimal
col-eff = Eff.
reset-title = Reset { $name }?
reset-ask-games = Delete every game of { $name }? The records are copied aside first, and Undo brings them back.
reset-ask-solves = Delete every solve of { $name }? The records are copied aside first, and Undo brings them back.
reset-yes = Reset
reset-doing = Resetting { $name }…
reset-done = { $name } was reset. The records were copied aside first; Undo brings them back.
export-doing = Exporting…
saved-path = Saved { $path }
import-doing = Importing: each game is replayed and checked…
evf-doing = Saving the videos…
evf-saved = Saved { $count ->
    [one] { $count } video
   *[other] { $count } videos
  } in { $path }
evf-saved-skipped = Saved { $count ->
    [one] { $count } video
   *[other] { $count } videos
  } in { $path } ({ $skipped } without a replay left out)
undo-doing = Undoing…
undo-done = Undone.
no-replay = No replay: recorded before replays
replay = Replay
save-evf = Save as an EVF video (Metasweeper)
sentence-gap = { " " }
list-gap = ,{ " " }
import-added = Imported { $count ->
    [one] { $count } new game
   *[other] { $count } new games
  }.
import-already = { $count ->
    [one] { $count } was
   *[other] { $count } were
  } already there (the same table and moment).
import-refused = { $count } refused (their replay did not give their record): { $reasons }.
import-refused-more = { $count } refused (their replay did not give their record): { $reasons }; and { $more } more.
import-backup = The records were copied to { $path } first; Undo takes the import back.
import-save-error = But: { $error }
aside-help = { $help } { $count }
helps-list = { " " }({ $list })
aside-assisted-mines = Kept out of these figures: { $count ->
    [one] { $count } assisted game
   *[other] { $count } assisted games
  }{ $helps }.
aside-assisted-fifteen = Kept out of these figures: { $count ->
    [one] { $count } assisted attempt
   *[other] { $count } assisted attempts
  }{ $helps }.
aside-known-mines = Out of the bests: { $count } on a known board.
aside-known-fifteen = Out of the bests and averages: { $count } on a known scramble (chosen seed, retry, typed).
help-kind-hint = hint
help-kind-odds = odds
help-kind-auto = auto-play
help-kind-undo = undo
help-kind-pause = pause
help-kind-solve = Solve
control-unknown = unknown
sessions-title = { -fifteen } sessions
sessions-pick =
    .title = The current session, or an earlier one to look back at
sessions-new = New session
    .title = End this session and begin a new one (its solves stay in the records)
sessions-began = A new session began.
session-this = This session (since { $since })
session-earlier = { $since }: { $count ->
    [one] { $count } attempt
   *[other] { $count } attempts
  }
histogram-time = Time (s)
stat-not-counted = Not counted
col-mean = Mean
col-best = Best
col-worst = Worst
col-control = Control
col-time-now = Time now
col-moves-now = Moves now
col-tps-now = TPS now
col-average-best = best
best-by = Best by
best-style = Style
best-list = Best list
style-any = NF or FL
style-nf = NF
style-fl = FL
metric-3bv = 3BV
metric-3bvs = 3BV/s
metric-stnb = STNB
metric-ioe = IOE
metric-rqp = RQP
metric-path = Path
metric-corr = Corr.
no-figures = No figures: a game without a replay, or with an undo or a pause
chart-none = { $label }: none yet.
chart-results = { $count ->
    [one] { $count } result
   *[other] { $count } results
  }
chart-range = from { $lo } to { $hi }
chart-latest = the latest { $value }
chart-average = the average { $value }
chart-summary = { $label }: { $range }; { $latest }.
chart-summary-dnfs = { $label }: { $range }; { $latest }; { $dnfs } DNF.
chart-solve-times = Last solve times with ao12
chart-win-times = Last win times with their moving average
chart-win-rates = Last wins' 3BV/s with their moving average
legend-time = time (s)
legend-ao12 = ao12
legend-mean-10 = mean of 10
histogram-summary = { $label }: { $count ->
    [one] { $count } solve
   *[other] { $count } solves
  } from { $from } to { $to }; most ({ $most }) from { $lo } to { $hi }.

## Minesweeper: the board read out, the solver's words, the Custom dialog

cell-covered = covered
cell-flagged = flagged
cell-question = question mark
cell-empty = empty
cell-mine = mine
cell-exploded = exploded mine
cell-wrong-flag = wrong flag
cell-number = { $count ->
    [one] { $count } mine
   *[other] { $count } mines
  }
mines-left-count = { $count ->
    [one] { $count } mine left
   *[other] { $count } mines left
  }
flags-too-many = { $count ->
    [one] { $count } flag too many
   *[other] { $count } flags too many
  }
told-flagged = Flagged
told-questioned = Marked with a question mark
told-unflagged = Unflagged
told-won = Won in { $time }: every safe cell is open.
told-lost = Lost: a mine exploded, after { $time }.
told-opened-one = Opened: { $cell }
told-opened = Opened { $count } cells
told-covered = { $count ->
    [one] { $count } cell covered again
   *[other] { $count } cells covered again
  }
told-marks = { $count } marks changed
told-gap = .{ " " }
told-sentences = { $said }.
told-nothing = Nothing changed.
off-hint = Hint is off: turn it on in Settings > Solver (semi-auto or full auto).
off-odds = Odds is off: turn it on in Settings > Solver (semi-auto or full auto).
off-auto = Auto-play is off: turn it on in Settings > Solver (full auto).
cell-at = row { $row }, column { $col }
proof-single = { " " }(one number proves it)
proof-pair = { " " }(two numbers together prove it)
proof-mine-count = { " " }(the numbers and the mine count prove it)
proof-numbers = { " " }(the { $count } numbers around it prove it)
hint-first = Any first click is safe; try { $cell }.
hint-safe = Safe: { $cell }{ $proof }.
hint-mine = Mine: { $cell }{ $proof }.
hint-guess = Nothing is certain. Best guess: { $cell }, { $risk } risk.
hint-guess-estimated = Nothing is certain. Best guess: { $cell }, { $risk } risk (estimated).
chance-proved-mine = a cell the numbers proved to be a mine
chance-not-proved = a cell the numbers did not prove safe
chance-of-mine = a { $chance } chance of a mine
review-forced = The losing click was a forced guess, { $chance }: no cell was certainly safe.
review-could-wait = The losing click, { $chance }, could have waited: { $cell } was certainly safe (marked).
review-no-guesses = No guesses.
review-guesses = Guesses: { $count }, of which needless: { $needless }.
review-refused = The review stops at action { $action }, which the game refused: { $why }.
custom-not-whole = { $field }: type a whole number.
custom-range = { $field }: from { $min } to { $max }.
custom-range-mines = { $field }: from { $min } to { $max } on a board this size.
counter-clicks = Clicks
counter-flags = Flags
metric-ce = CE

## A replay's verdicts

verdict-safe-chance = { $chance } safe
verdict-safe-chance-about = about { $chance } safe
proof-by-count = the mine count proves it
proof-number-at = the { $number } at { $cell }
list-and = { $list } and { $last }
proof-by-numbers = { $list } { $count ->
    [one] proves
   *[other] prove
  } it{ $found ->
    [yes] , counting the mines already found
   *[no] {""}
  }{ $withCount ->
    [yes] { " " }and the mine count
   *[no] {""}
  }
proof-by-many = the { $count } numbers around it prove it { $withCount ->
    [yes] with the mine count
   *[no] in every arrangement
  }{ $found ->
    [yes] , counting the mines already found
   *[no] {""}
  }
verdict-first = { $cell }: the first click, nothing to judge.
verdict-certain = { $cell }: certain: { $proof }.
verdict-forced = { $cell }: a forced guess, { $chance }: no cell was certain.
verdict-needless = { $cell }: a needless guess, { $chance }, while { $safe } was certain.
luck-odds = 1 in { $odds }
summary-certain = { $count ->
    [one] { $count } certain click
   *[other] { $count } certain clicks
  }
summary-forced = { $count ->
    [one] { $count } forced guess
   *[other] { $count } forced guesses
  }
summary-needless = { $count ->
    [one] { $count } needless guess
   *[other] { $count } needless guesses
  }
summary-luck = luck { $luck }
summary-solver = Solver: { $parts }.
summary-stopped = { $line } Judged up to action { $action }: the next was refused ({ $why }).

## Minesweeper: modes, the panel, the result, the study board

mode-opening = opens
    .name = opening first click
    .badge = {""}
    .title = The first click opens an area
mode-safe = safe
    .name = safe first click
    .badge = Safe first click
    .title = Only the clicked cell is free, as in Windows XP
mode-noGuess = no guess
    .name = no guessing
    .badge = No guessing
    .title = A board that certain deductions alone clear
mode-strict = strict
    .name = strict no-guess
    .badge = Strict no-guess
    .title = A no-guess board where a click on a cell not proved safe meets a mine
mode-weak = weak
    .name = weak no-guess
    .badge = Weak no-guess
    .title = A click on a cell not proved safe meets a mine while a safe cell was proved; a forced guess is made safe
mode-blessing = blessing
    .name = blessing
    .badge = Blessing
    .title = A random board where only a forced guess is made safe
mode-guessable = guessable
    .name = guessable
    .badge = Guessable
    .title = A no-guess board where a click on a mine is made safe when it can be
mode-lucky = lucky
    .name = lucky
    .badge = Lucky
    .title = A random board where a click on a mine is made safe when it can be
mode-upk =
    .name = a board known before the game (UPK)
table-custom = Custom { $size }, { $mines } mines
table-with-mode = { $board }, { $mode }
run-relay = Relay { $sizes }
run-marathon = Marathon of { $count }, { $size }
run-blind-name = Blind { $size }
mode-none-found = { $mode }: none found at this density, so this board may need a guess
seconds = { $s } s
seed-known-board = The same board again (UPK: kept out of best lists)
seed-chosen = Seed { $seed } (chosen: kept out of best lists)
seed-line = Seed { $seed }
seed-later = Seed shown when the game ends
clicks-line = Clicks { $total } (left { $left }, right { $right }, chord { $chord })
result-cleared = Cleared in { $time }
result-exploded = Exploded after { $time }
result-bbbv-of = { $solved } of { $total }
result-mode-upk = { $mode }, UPK
result-study = Study
    .title = Study this board: the solver's odds and certain cells (Game > Study a Position…)
result-copy = Copy
    .title = Copy the board as text and as an image
result-hide = Hide the result
    .title = Hide the result (the board stays as it ended)
not-saved = Not saved: { $error }
replay-this-game = Replay of this game
figures-line = CE { $ce } · IOE { $ioe } · RQP { $rqp } · STNB { $stnb } · correctness { $corr } · throughput { $thrp } · path { $path }
thinking = Thinking…
auto-guessed = Auto-play guessed { $cell } ({ $risk } risk).
auto-stop = Stop
leave-game-title = Leave this game?
leave-game-text = The game in progress counts as a loss if you leave it now.
leave-game-yes = End it (a loss)
leave-game-no = Keep playing
guide-mines = Click any cell to start; right-click (or { $flag }) flags a mine. F1 lists every key.
guide-fifteen = Put the tiles in order, the gap last: click a tile in line with the gap, or use the arrow keys. F1 lists every key.
assist-name-hint = Hint
assist-name-odds = Odds
assist-name-auto = Auto-play
assist-name-undo = Undo
assist-name-pause = Pause
assist-name-solve = Solve
ask-assist-title = Use { $help }?
ask-assist-text = { $help } makes this { $what ->
    [run] run
    [solve] solve
   *[game] game
  } assisted: it is kept and can be replayed, but it stays out of your statistics, streaks and best lists. { -brand } says this only once.
ask-assist-yes = Use { $help }
study-title = Study a position
study-help = A row a line: 1-8 a number, . or 0 an empty cell, # or ? covered, F or * flagged.
study-position =
    .aria-label = Position
study-go = Study
study-said = { $hint } Certain: { $safe } safe, { $mines } mines.
copied-text-image = Copied the board as text and as an image.
copied-text = Copied the board as text.
clipboard-refused = The clipboard refused the board: { $error }

## The 15-puzzle: results, runs, the solver's words, sizes, scheme files

solved-in = Solved in { $time } s
solve-figures = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
  } ({ $multi } multi-tile), { $tps } TPS, MD { $md }, MMD { $mmd }
practice-retry = practice retry
space-next-run = Space for the next run
space-next-scramble = Space for the next scramble
legs-line = Legs { $legs }
direction-up = up
direction-down = down
direction-left = left
direction-right = right
told-tiles-moved = { $tiles } { $dir }
told-moved = moved { $dir }
run-seed = Run seed { $seed }
run-seed-later = Run seed shown when the run ends
origin-retry = Practice: a retry of the last scramble, kept apart from records
origin-typed = A typed state
origin-chosen = Seed { $seed } (chosen: practice, kept out of bests and averages)
solve-seed-later = Seed shown when the solve ends
scramble-hidden = hidden until the solve is judged
assisted-solve = Assisted{ $helps }: this solve stays out of the statistics and averages
paused-solve = Paused: press { $key } or Resume to go on
relay-legs-range = a relay has 2 to { $max } legs (got { $count })
col-leg = Leg
run-leg = leg { $leg } of { $legs }
run-blind = memorise, then solve unseen; Enter when done
run-splits = splits { $splits }
run-retry = practice retry, kept apart from records
run-failed = Not solved: the tiles were not in order when you said Done at { $time } s (a DNF)
run-done = { $name } in { $time } s
hint-move-optimal = Move { $tile } { $dir } · { $count ->
    [one] { $count } move to go
   *[other] { $count } moves to go
  }, at best
hint-move-quick = Move { $tile } { $dir } · { $count ->
    [one] { $count } move to go
   *[other] { $count } moves to go
  }, by the quick method
optimal-line = Optimal: { $optimal ->
    [one] { $optimal } move
   *[other] { $optimal } moves
  } (yours: { $yours }, efficiency { $efficiency })
path-all-optimal = Every move was on an optimal path
path-left-optimal = Move { $move } left every optimal path: { $before ->
    [one] { $before } move
   *[other] { $before } moves
  } to go before it, { $after } after
optimal-solution = An optimal solution, as tile moves (U up, D down, L left, R right): { $moves }
session-line = Session: { $count ->
    [one] { $count } solve
   *[other] { $count } solves
  }
session-line-dnfs = Session: { $count ->
    [one] { $count } solve
   *[other] { $count } solves
  }, { $dnfs } DNF
session-mean = mean { $mean }
session-new-line = Session: new, no solve yet
copy-hidden = Nothing copied: the numbers of a blind solve stay hidden
copied-state = Copied: { $state }
clipboard-refused-position = The clipboard refused the position: { $error }
thinking-tables = Thinking… (the first 4×4 answer also builds the solver's tables: a few seconds, once)
leave-solve-title = Leave this solve?
leave-solve-text = The solve under way counts as a DNF (did not finish) if you leave it now.
leave-run-title = Leave this run?
leave-run-text = The run under way counts as a DNF (did not finish) if you leave it now.
leave-dnf-yes = End it (a DNF)
size-other = Other size…
size-not-a-size = "{ $text }" is not a size like 4x4
size-sides = "{ $text }": sides are { $min } to { $max }
scheme-no-size = the file holds no size: its first line should be one, such as 5x5
scheme-at-line = line { $line }: { $error }
scheme-file-rows = a { $size } scheme has { $rows } rows of colours; this file has { $count }
scheme-file-entries = a row of a { $size } scheme has { $entries } entries; this one has { $count }
scheme-not-colour = "{ $entry }" is not a colour (0 to 9, or . for none)
tile-hidden = tile
tile-blank = blank

## Replays and videos

replay-board =
    .aria-label = Replayed board
replay-puzzle =
    .aria-label = Replayed puzzle
replay-back = ◀ Step
    .title = Previous action
replay-play = Play
replay-pause = Pause
replay-step = Step ▶
    .title = Next action
replay-prev-guess = ◀ Guess
    .title = The guess before
replay-next-guess = Guess ▶
    .title = The next guess
replay-scrub =
    .aria-label = Position in the game
replay-speed =
    .aria-label = Speed
replay-counters-mines = { $time } · 3BV { $solved }/{ $total } · { $rate } 3BV/s · { $clicks ->
    [one] { $clicks } click
   *[other] { $clicks } clicks
  } · { $left ->
    [one] { $left } mine
   *[other] { $left } mines
  } left
replay-counters-fifteen = { $time } · { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
  } · { $rate } TPS
replay-figures = clicks { $clicks } (left { $left }, right { $right }, double { $double }) · { $figures }
replay-no-click = No click yet.
replay-click-at = Click at { $verdict }
replay-before-first = Before the first click.
replay-mode = mode: { $mode }
video-refused = Could not open { $name }: { $why }.
video-won = Won in { $time } s, 3BV { $bbbv }, 3BV/s { $rate }
video-lost = Lost in { $time } s, 3BV { $bbbv }, 3BV/s { $rate }
video-player = played by { $player }
video-program = recorded with { $program }
best-list-empty-solves = No counted solves in this list yet.
best-list-empty-wins = No wins in this list yet.
session-empty = No solves in this session yet. Solve a scramble to see it here.

## News after a game

news-first-win = First win on { $name }: { $time } s
news-new-best = New best on { $name }: { $time } s, 2nd best was { $was } s
news-placed = { $time } s is your { $ordinal ->
    [one] { $rank }st
    [two] { $rank }nd
    [few] { $rank }rd
   *[other] { $rank }th
  } best on { $name }
news-best-figure-any = New best: { $name } { $metric } { $value }, was { $was }
news-best-figure-nf = New best: { $name } NF { $metric } { $value }, was { $was }
news-best-figure-fl = New best: { $name } FL { $metric } { $value }, was { $was }
news-metric-time = time
news-metric-3bvs = 3BV/s
news-metric-stnb = STNB
news-metric-ioe = IOE
news-metric-rqp = RQP
news-metric-path = path
news-moves = { $count } moves
news-tps = { $tps } TPS
news-first-single-time = First single on { $name }: { $value }
news-first-single-moves = First single by moves on { $name }: { $value }
news-first-single-tps = First single by TPS on { $name }: { $value }
news-new-single-time = New best single on { $name }: { $value } (was { $was })
news-new-single-moves = New best single by moves on { $name }: { $value } (was { $was })
news-new-single-tps = New best single by TPS on { $name }: { $value } (was { $was })
news-first-average = First ao{ $n } on { $name }: { $value }
news-new-average = New best ao{ $n } on { $name }: { $value } (was { $was })
why-assisted = assisted
why-assisted-helps = assisted: { $helps }
why-chosenSeed = a chosen seed
why-retry = a retry
why-typedPosition = a typed position
why-typedBoard = a typed board
why-unproven = unproven: no replay
why-gap = ;{ " " }
undo-import = Undo the import ({ $count ->
    [one] { $count } game
   *[other] { $count } games
  })
undo-reset = Undo the reset of { $name }
density-warning = { $density }% mines: { -brand } finds a no-guess board every time up to { $reliable }%; this dense, it may not, and the board may need a guess.

## The desktop file (Linux's menus): a kind of app and a line about it

desktop-generic-name = Puzzle Games
desktop-comment = { -mines } and the { -fifteen } for players who chase their times
dnf = DNF
average-ao = ao{ $n }
session-average = ao{ $n } { $value }
evf-button = EVF
col-md = MD
col-mmd = MMD
about-title = { -brand }
error-no-backend = { -brand }'s backend is not reachable from this page.

## What the engine refuses, and why (the backend's errors; the page shows them as they come)

error-as-written = { $text }
error-width = width must be between { $min } and { $max } (got { $got })
error-height = height must be between { $min } and { $max } (got { $got })
error-mines = mines must be between 1 and { $max } on a { $width }x{ $height } board (got { $got })
error-not-a-size = { $text } is not a size; expected N or WxH (such as 4 or 3x5)
error-tile-count = expected { $expected } numbers for a { $width }x{ $height } board, got { $got }
error-not-a-permutation = the numbers must be 0 to { $max } once each (0 is the blank); { $problem }
error-not-a-tile = { $text } is not a tile number
error-ragged-state = row { $row } has { $found } numbers but row 1 has { $expected }
error-not-square = { $count } numbers do not make a square board
error-relay-legs = a relay has 2 to { $max } legs (got { $got })
error-marathon-count = a marathon has 2 to { $max } scrambles (got { $got })
error-no-help-before-first = no help is noted before the first click
error-nothing-to-undo = nothing to undo
error-undo-replay = the game could not be played again to before its last action
error-undo-first-click = the first click, which dealt the board, cannot be undone
error-pause-not-playing = only a game being played can be paused
error-game-not-paused = the game is not paused
error-hold-run = the clock is held only while a help asked for during a run is answered
error-run-never-paused = a practice run is never paused
error-hold-solve = the clock is held only while a help asked for during a solve is answered
error-no-help-blind = no help during a blind solve
error-pause-not-running = only a solve under way can be paused
error-solve-not-paused = the solve is not paused
error-cell-off-board = cell ({ $row }, { $col }) is off the { $width }x{ $height } board
error-game-over = the game is over; start a new one
error-game-history-full = this game has reached { $count } actions, the most one game keeps; start a new one
error-game-controls-full = this game has used { $count } pauses and undos, the most one game keeps; play on or start a new one
error-game-paused = the game is paused; resume it first
error-no-tile-moves = no tile can move { $dir }
error-tile-off-board = cell { $index } is not on the { $width }x{ $height } board
error-not-in-line = cell { $index } is not in the blank's row or column
error-solved = the puzzle is solved; scramble again
error-blind-over = this blind solve is over; scramble again
error-not-blind = only a blind solve is declared finished; this one stops when the tiles are home
error-blind-not-started = make a move first: a blind solve starts with its first move
error-attempt-history-full = this attempt has reached { $count } moves, the most one attempt keeps; scramble again
error-attempt-controls-full = this attempt has used { $count } pauses, the most one attempt keeps; play on or scramble again
error-solve-paused = the solve is paused; resume it first
error-move-other-game = move for game { $got }, but game { $expected } is on the board
error-move-repeated = move { $seq } of this game was already received
error-move-too-far = move { $seq } is more than { $max } ahead of move { $next }, the next expected
error-unsolvable = this arrangement cannot reach the goal (the tiles' parity is wrong)
error-optimal-too-large = optimal solutions are for boards of at most 16 cells (3x3, 3x4, 3x5, 2x8, 4x4 ...); this one is { $width }x{ $height }
error-no-tables = 4x4 needs the pattern databases, which are not built yet
error-gave-up = the search gave up after { $nodes } nodes
error-position-size = expected { $expected } cells, got { $got }
error-position-number = cell { $index } shows { $number }, but it has only { $neighbours } neighbours
error-position-mines = { $mines } mines cannot fit in { $covered } covered cells
error-position-over = the game is over: there is nothing left to deduce
error-inconsistent = no arrangement of mines fits these numbers and this mine count
error-study-cell = line { $line }, column { $column }: { $found } is not a cell (1-8 a number, . or 0 empty, # or ? covered, F or * flagged)
error-study-ragged = line { $line }: { $found } cells, but the first row has { $expected }
error-study-number = line { $line }, column { $column }: { $number } cannot be: the cell has only { $neighbours } neighbours
error-study-empty = the position is empty: write one row a line
error-study-after-blank = line { $line }: a row after a blank line; the board's rows come one after another
error-no-guess-layout = no no-guess layout was found for { $mines } mines on a { $width }x{ $height } board; try fewer mines
error-video-empty = the file is empty
error-video-too-large = the file is { $bytes } bytes, larger than any Minesweeper video
error-video-unreadable = not a readable { $format } video: { $reason }
error-video-damaged = the { $format } video is damaged: its game cannot be replayed
error-video-busy = the video has { $changes } button presses and releases on a board of { $cells } cells, more than { -brand } analyses (the two multiplied, at most { $max })
error-evf-too-large = EVF stores boards up to { $max }x{ $max }; this one is { $width }x{ $height }
error-evf-no-board = the game has no mines placed yet (no cell was opened): there is nothing to record
error-evf-too-long = the game lasts { $ms } ms, more than EVF's clock holds
error-evf-controlled = EVF cannot show an undo or a pause, and this game has one
error-log-token = token { $token } of the log is not an action with a time ({ $text })
error-log-off-board = token { $token } of the log names cell { $cell }, off the { $width }x{ $height } board
error-log-end = the log's end mark is not its last token
error-log-board = the board { $text } is not `WxH:` and one hexadecimal digit per four cells
error-replay-no-log = it has no action log to check (recorded before replays)
error-replay-table = its table { $table } is not one { -brand } keeps
error-replay-log = its log cannot be read: { $why }
error-replay-board = its board is not { $why }
error-replay-action = action { $action } of its log cannot be played: { $why }
error-replay-after-end = its log has actions after the game ended
error-replay-mismatch = its record does not match its replay: { $why }
error-store-read-only = records are read-only: { $why }
error-store-write = could not save records in { $dir }: { $why }
error-store-held = could not save records in { $dir }: { $file } is open in another program ({ $why }); close it and the next save writes everything
error-store-invalid = not a { -brand } records file: { $why }
error-store-encode = records could not be written out: { $why }
error-seed = seed must be a whole number from 0 to { $max } (got { $got })
error-solver = the solver cannot read this position: { $why }
error-auto-moves = moves must be between 1 and { $max } (got { $got })
error-not-over = the game is not over yet
error-replay-not-saved = could not save a replay: { $why }
error-replay-not-removed = could not remove a replay: { $why }
error-writer-stopped = the records writer is not running
error-run-not-paused = a practice run is not paused: its clock is the run's
error-state-unsolvable = this arrangement cannot be solved (two tiles are swapped from any solvable one)
error-state-solved = this arrangement is already solved
error-no-help-blind-shows = no help during a blind solve: it would show where the tiles are
error-solver-move-illegal = the solver's move is not legal here
error-optimum-not-after-solve = the optimum of a { $width }x{ $height } is not worked out after a solve (it can take minutes)
error-no-language = no language is named { $name }
error-menu = the menu could not be written again: { $why }
error-no-board-yet = no board is dealt yet: open a cell first
error-pointer-batch = { $got } pointer samples in one call; at most { $max }
error-no-table = there is no { $game ->
    [mines] { -mines }
   *[other] { -fifteen }
  } table named { $table }
error-not-saved-first = nothing was changed: the records could not be saved first: { $why }
error-nothing-changed = nothing was changed: { $why }
error-nothing-to-take-back = there is no import or reset to undo
error-export = could not export: { $why }
error-write-file = could not write { $path }: { $why }
error-import-too-big = cannot import: the file is { $size } MB; at most { $max } MB
error-import = cannot import: { $why }
error-import-newer = cannot import: written by a newer { -brand } (schema { $schema })
error-not-exported = this game cannot be exported: { $why }
error-no-won-replay = no won game of { $table } has a replay to export
error-too-many-figures = at most { $max } games at once (got { $got })
error-no-game-at = there is no game of { $table } recorded at { $at }
error-no-replay = this game was recorded before replays: it has none
error-not-replayed = this game cannot be replayed: { $why }
error-no-such-game = no game is called { $name }; mines or fifteen
error-no-session = no session began at { $at }
error-settings-not-object = settings must be a JSON object
error-settings-too-big = settings are { $size } bytes; the limit is { $max }
error-settings-no-dir = no data directory to keep settings in
error-settings-other-window = settings are not saved: another { -brand } window keeps them
error-settings-not-saved = could not save { $path }: { $why }
error-study-too-long = a study position is at most { $max } characters (a 200x200 board)
error-not-a-video = not a Minesweeper video: { -brand } opens .avf, .rmv, .evf and .mvf files
error-video-file-too-large = { $why }: larger than any Minesweeper video
error-video-not-read = cannot read it: { $why }
error-video-not-analysed = the video could not be analysed: it is damaged

## What the player is told at start about the records, the settings and a game a crash left

readonly-no-directory = { $dir } cannot be created ({ $error })
readonly-other-window = another { -brand } window is using these records
readonly-marked-start = { $path } is marked read-only (clear the mark to save again)
readonly-marked = { $path } is marked read-only
readonly-unreadable = { $path } cannot be read ({ $error })
readonly-newer = { $path } was written by a newer { -brand } (schema { $schema })
readonly-stuck = { $path } is damaged and could not be moved aside ({ $error })
log-problem-unreadable = cannot be read: { $error }
log-problem-cut-short = its last line, cut short, could not be removed: { $error }
log-problem-not-a-change = not a change: { $error }
notice-read-only = Records are read-only: { $why }. Results of this window are not saved.
notice-left-as-it-is = Records are read-only: { $why }. It was left as it is.
notice-newer = Records are read-only: { $why }. Update { -brand } to add to them.
notice-upgraded = Records were upgraded from schema { $from } to { $to }.
notice-file-moved-aside = The records file could not be read ({ $problem }); it was moved to { $aside } and new records were started.
notice-file-stuck = The records file { $path } is damaged ({ $problem }) and could not be moved aside; records are read-only.
notice-file-held = The records file could not be read ({ $problem }); another { -brand } window has it open.
notice-log-moved-aside = The records log was damaged at line { $line } ({ $problem }); the games before it were kept and the log was moved to { $aside }.
notice-log-stuck = The records log { $path } is damaged at line { $line } ({ $problem }); records are read-only.
notice-log-shown = The records log was damaged at line { $line } ({ $problem }); the games before it are shown.
notice-moved = Your records were moved from { $from } to { $to }, where { -brand } keeps them from now on.
notice-not-moved = Your records stay in { $from }: they could not be moved to { $to } ({ $error }).
notice-no-data-directory = No data directory was found; records of this session are not saved.
notice-journal-unreadable = The journal of unsaved changes could not be read ({ $problem }); it was removed.
notice-journal-empty = The journal of the game in progress ({ $file }) was empty; it was removed.
notice-unreadable-mines = The { -mines } game in progress could not be read back ({ $problem }).
notice-unreadable-fifteen = The { -fifteen } attempt in progress could not be read back ({ $problem }).
notice-saves-recorded = { $count ->
    [one] A game whose save had failed before { -brand } stopped was recorded from the journal.
   *[other] { $count } games whose saves had failed before { -brand } stopped were recorded from the journal.
  }
notice-save-not-recorded = A game whose save had failed was not recorded: { $why }.
notice-recorded-loss = The { $name } game in progress when { -brand } stopped was recorded as a loss.
notice-recorded-dnf = The { $name } attempt in progress when { -brand } stopped was recorded as a DNF.
notice-not-recorded-mines = The { $name } game in progress when { -brand } stopped was not recorded: { $why }.
notice-not-recorded-fifteen = The { $name } attempt in progress when { -brand } stopped was not recorded: { $why }.
notice-settings-moved-aside = The settings file could not be read ({ $problem }); it was moved to { $aside } and the defaults are used.
notice-settings-left = The settings file could not be read ({ $problem }); this window uses the defaults.
notice-settings-stuck = The settings file { $path } could not be read ({ $problem }) nor moved aside ({ $error }); the defaults are used.

## Why a replay refuses a record (inside the messages above)

replay-board-of-table = a board of this table ({ $table })
replay-board-seed = the one its seed deals
replay-board-scramble = a scramble: { $why }
replay-board-scramble-of = a { $size } scramble
replay-mismatch-log-ends = a game in progress, but its log ends it
replay-mismatch-log-finishes = an attempt in progress, but its log finishes it
replay-mismatch-no-cell = no cell was opened
replay-mismatch-no-move = no move was made
replay-mismatch-differs = recorded { $recorded }, replayed { $replayed }
