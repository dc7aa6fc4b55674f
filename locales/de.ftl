# Tesseras Texte auf Deutsch: dieselben Nachrichten wie en.ftl. Minesweeper-Begriffe wie im
# deutschen Windows-Minesweeper (Anfänger, Fortgeschrittene, Profis), die Kennzahlen der
# Community (3BV, IOE, RQP, STNB, NF) und die der Speedsolver (ao5, TPS) bleiben wie sie sind.

-brand = Tessera
-mines = Minesweeper
-fifteen = 15-Puzzle

## Das Menü des Systems

menu-app = { -brand }
menu-game = Spiel
menu-edit = Bearbeiten
menu-fifteen = { -fifteen }
menu-view = Ansicht
menu-window = Fenster
menu-help = Hilfe
menu-quit = { -brand } beenden
menu-hide = { -brand } ausblenden
menu-new-game = Neues Spiel
menu-mines-same-board = { -mines }: Dasselbe Feld noch einmal
menu-mines-study = { -mines }: Stellung untersuchen…
menu-mines-copy = { -mines }: Feld kopieren
menu-mines-beginner = { -mines }: Anfänger
menu-mines-intermediate = { -mines }: Fortgeschrittene
menu-mines-expert = { -mines }: Profis
menu-mines-custom = { -mines }: Benutzerdefiniert…
menu-fifteen-size = { -fifteen }: { $size }
menu-fifteen-other-size = { -fifteen }: Andere Größe…
menu-fifteen-new-session = { -fifteen }: Neue Sitzung
menu-open-video = Video öffnen…
menu-records = Statistik
menu-view-counters = { -mines }-Zähler
menu-settings = Einstellungen…
menu-how-to-play = Spielanleitung
menu-shortcuts = Tastenkürzel
menu-about = Über { -brand }

## Was das Backend selbst zeigt

fatal-title = { -brand } kann nicht starten
fatal-webview2 = { -brand } braucht die Microsoft Edge WebView2 Runtime, um sein Fenster zu zeichnen, und diesem Windows fehlt sie.

    Installieren Sie sie bei Microsoft (suchen Sie nach „WebView2 Runtime“ oder öffnen Sie https://go.microsoft.com/fwlink/p/?LinkId=2124703) und starten Sie { -brand } dann erneut. Das Installationsprogramm von { -brand } installiert sie ebenfalls.
fatal-start = { -brand } konnte nicht starten: { $error }
video-chooser-title = { -mines }-Video öffnen
video-chooser-filter = { -mines }-Videos (AVF, RMV, EVF, MVF)

## Die Seite: die Leiste oben

tabs =
    .aria-label = Spiel
tab-mines = { -mines }
tab-fifteen = { -fifteen }
tab-records = Statistik
settings-button = Einstellungen
    .title = Einstellungen
notice-close =
    .title = Schließen
could-not-start = Konnte nicht starten: { $error }

## Minesweepers Werkzeugleiste

group-game =
    .aria-label = Spiel
group-play =
    .aria-label = Spielen
group-solver =
    .aria-label = Löser
difficulty-label = Schwierigkeit
difficulty =
    .title = Schwierigkeit: Anfänger 9×9 mit 10 Minen, Fortgeschrittene 16×16 mit 40, Profis 30×16 mit 99
level-beginner = Anfänger
level-intermediate = Fortgeschrittene
level-expert = Profis
level-custom = Benutzerdefiniert
custom-button = Eigenes…
    .title = Eine eigene Größe, oder ein Spiel nach seinem Seed
custom-option = Eigenes { $width }×{ $height }
    .title = Eigenes Feld { $width }×{ $height } mit { $mines } Minen
mode-label = Modus
first-click =
    .title = Wie das Feld gegeben und gespielt wird: wohin der erste Klick fallen darf und ob sich die verdeckten Minen danach bewegen (je Schwierigkeit gemerkt; jeder Modus hat eigene Bestenlisten)
undo-button = Zurück
    .title = Die letzte Aktion zurücknehmen ({ $key } oder Strg+Z); das Spiel gilt dann als unterstützt
pause-button = Pause
    .title = Pause ({ $key }): die Uhr steht und das Feld ist verdeckt; das Spiel gilt dann als unterstützt
resume-button = Weiter
hint-button = Tipp
    .title = Tipp ({ $key }): ein sicheres Feld und warum, oder der beste Rateversuch
odds-button = Chancen
    .title = Chancen ({ $key }): für jedes verdeckte Feld die Wahrscheinlichkeit einer Mine, für dieses Spiel
auto-button = Auto
    .title = Automatisch spielen ({ $key }): der Löser spielt; ein Klick aufs Feld übernimmt wieder
speed-label = Tempo
auto-speed =
    .title = Tempo des automatischen Spiels
speed-step = Schritt
speed-slow = langsam
speed-normal = normal
speed-fast = schnell
speed-instant = sofort
step-button = Schritt
    .title = Ein automatischer Zug ({ $key })

## Minesweepers Spielfeld

mines-left =
    .title = Verbleibende Minen
face-button =
    .title = Neues Spiel ({ $key })
face-text = Neues Spiel
timer =
    .title = Zeit (Sekunden)
paused-cover = Pause. Drücken Sie { $key } oder Weiter, um fortzufahren.
board-grid =
    .aria-label = { -mines }-Feld
counters-list =
    .aria-label = Zähler
assisted-badge = Unterstützt
    .title = Unterstützt{ $helps }: dieses Spiel bleibt aus Statistik und Bestenlisten heraus

## Werkzeugleiste und Brett des 15-Puzzles

size-label = Größe
fifteen-size =
    .title = Größe, Breite × Höhe (Alt und + oder − für die Breite, Strg+Alt und + oder − für die Höhe)
size-typed-label = Größe, eingegeben
fifteen-size-other =
    .title = Jede Größe von 2×2 bis 20×20 als BxH (Breite × Höhe), dann Enter
fifteen-mode =
    .title = Trainingsmodus: einzelne Lösungen, eine Staffel von Größen, ein Marathon von Scrambles oder blind
practice-single = einzeln
practice-relay = Staffel
practice-marathon = Marathon
practice-blind = blind
relay-legs-label = Staffelabschnitte
fifteen-relay =
    .title = Die Größen der Staffel der Reihe nach, z. B. 3x3, 4x4, 5x5
marathon-length-label = Marathonlänge, in Scrambles
fifteen-marathon =
    .title = Scrambles im Marathon: 10, 25, 42, 50 oder 100
fifteen-new = Scramble
    .title = Neuer Scramble oder neuer Lauf ({ $key })
fifteen-retry = Nochmal
    .title = Diesen Scramble noch einmal spielen ({ $key }; Training, getrennt von der Statistik)
fifteen-state-button = Stellung eingeben…
    .title = Eine Stellung zum Spielen eintippen
fifteen-done = Fertig
    .title = Die Blindlösung für fertig erklären ({ $key })
fifteen-pause = Pause
    .title = Pause ({ $key }): die Uhr steht und die Steine sind verdeckt; die Lösung zählt dann nicht mehr
fifteen-hint = Tipp
    .title = Der beste nächste Zug ({ $key }); die Lösung zählt dann nicht mehr für die Statistik
fifteen-solve = Lösen
    .title = Eine Lösung von hier aus abspielen (die Lösung zählt dann nicht mehr); erneut drücken oder ziehen, um anzuhalten
fifteen-solve-stop = Stopp
fifteen-solve-speed =
    .title = Tempo der abgespielten Lösung
stat-time = Zeit
stat-moves = Züge
stat-tps = TPS
fifteen-board =
    .aria-label = Schiebepuzzle
scramble-label = Scramble

## Die Statistik

records-view =
    .aria-label = Statistik
records-export-json = Alles exportieren (JSON)
records-export-csv = { -fifteen }-Lösungen exportieren (CSV)
records-import = Importieren…
records-mines-title = { -mines }
records-mines-table =
    .title = Tabelle
records-mines-evf = Gewonnene Spiele als EVF
    .title = Jedes gewonnene Spiel als EVF-Video (Metasweeper)
records-reset = Zurücksetzen…
records-fifteen-title = { -fifteen }
records-fifteen-table =
    .title = Größe
records-fifteen-control =
    .title = Steuerungsart: die Bestzeiten und Durchschnitte der so gemachten Lösungen (wie slidysims Bestenlisten sie trennen)
control-all = alle Steuerungen
control-keyboard = Tastatur
control-click = Klick
control-hover = Hover
control-mixed = gemischt

## Dialoge

about-tagline = { -mines } und das { -fifteen } für Spieler, die ihre Zeiten jagen.
about-licence = Freie Software unter der MIT-Lizenz. Copyright © 2026 die Entwickler von { -brand }.
dialog-close = Schließen
dialog-cancel = Abbrechen
dialog-ok = OK
dialog-done = Fertig
help-title = Hilfe
help-body =
    .aria-label = Regeln und Tasten
confirm-again = Nicht mehr fragen
state-title = Eine Stellung spielen
state-help = Reihen getrennt durch <code>/</code>, Zahlen durch Leerzeichen, 0 für die Lücke: <code>1 2 3/4 5 6/7 0 8</code>
state-play = Spielen
custom-title = Eigenes Spiel
custom-width = Breite
custom-height = Höhe
custom-mines = Minen
custom-seed = Seed
custom-seed-input =
    .placeholder = zufällig
custom-start = Starten
keys-title = Tasten
keys-help = Drücken Sie die Schaltfläche einer Taste, dann die neue Taste (Entf löscht sie, Esc behält sie). Tasten mit Strg, Alt oder Cmd bleiben der App; Tab, Esc, F1 und ? behalten ihre Bedeutung.
keys-action = Aktion
keys-key = Taste
keys-other-key = 2. Taste
keys-reset = Standard wiederherstellen

## Einstellungen

settings-title = Einstellungen
settings-language = Sprache
language-system = wie das System
settings-theme = Farbschema
theme-system = wie das System
theme-light = hell
theme-dark = dunkel
settings-keys = Tasten
settings-change-keys = Tasten ändern…
settings-cell-size = Feldgröße (Strg+= und Strg+- auf dem Feld, Strg+0 zum Einpassen)
settings-chord-on-left = Linksklick auf eine Zahl öffnet ringsum (Chord)
settings-question-marks = Rechtsklick schaltet auch Fragezeichen
settings-pointer-path = Den Weg des Mauszeigers für Wiederholungen aufzeichnen
settings-counters = Zähler neben dem Feld (Ansicht > Zähler)
settings-solver = Löser
solver-manual = manuell: keine Hilfe
solver-semi = halbautomatisch: Tipp und Chancen auf Wunsch
solver-full = vollautomatisch: Tipp, Chancen und automatisches Spiel
settings-tile-size = Steingröße
settings-key-mode = Pfeiltasten und WASD bewegen
key-mode-tile = den Stein (Links schiebt einen Stein nach links)
key-mode-blank = die Lücke (Links bewegt die Lücke nach links)
settings-mouse = Maus
mouse-click = Klick auf einen Stein in Linie mit der Lücke
mouse-hover = Hover: die Lücke folgt dem Zeiger
settings-colours = Farben für { $size }
scheme =
    .title = Jede Größe behält ihre eigenen; ab 5x5 beginnt eine Größe mit Rand (ab 7x7 in Schichten)
scheme-plain = einfarbig
scheme-rows = nach Reihen
scheme-columns = nach Spalten
scheme-fringe = Rand
scheme-layered = Schichten (Reihen, Spalten, dann Rand)
scheme-file = aus einer Datei
scheme-file-load = Farbschema-Datei laden…
scheme-file-button =
    .title = Eine Farbschema-Datei: ihre Größe (5x5), dann je Brettreihe eine Reihe Farben 0 bis 9 (. für keine); siehe README
settings-animation = Schiebeanimation
animation-none = keine
animation-ms = { $ms } ms
zoom-fit = ins Fenster einpassen
scheme-file-too-big = sie hat { $bytes } Bytes; eine Farbschema-Datei hat höchstens { $limit }
scheme-file-loaded = Die Farben für { $size } kommen jetzt aus { $file }.
scheme-file-refused = { $file } wurde nicht geladen: { $error }. Die aktuellen Farben bleiben.

## Tasten: was jede Spieltaste tut (.short: ihr Name in einer Meldung)

key-mines-open = Öffnen (auf einer Zahl: Chord)
    .short = Feld öffnen
key-mines-flag = Flagge setzen/entfernen
    .short = Flagge setzen/entfernen
key-mines-chord = Chord
    .short = Chord
key-mines-up = Cursor nach oben
    .short = Cursor nach oben
key-mines-down = Cursor nach unten
    .short = Cursor nach unten
key-mines-left = Cursor nach links
    .short = Cursor nach links
key-mines-right = Cursor nach rechts
    .short = Cursor nach rechts
key-mines-newGame = Neues Spiel
    .short = Neues Spiel
key-mines-sameBoard = Dasselbe Feld nochmal
    .short = Dasselbe Feld nochmal
key-mines-beginner = Anfänger
    .short = Anfänger
key-mines-intermediate = Fortgeschrittene
    .short = Fortgeschrittene
key-mines-expert = Profis
    .short = Profis
key-mines-undo = Zurück (auch Strg+Z)
    .short = Zurück
key-mines-pause = Pause oder weiter
    .short = Pause oder weiter
key-mines-hint = Tipp
    .short = Tipp
key-mines-odds = Chancen
    .short = Chancen
key-mines-auto = Autospiel an/aus
    .short = Autospiel an/aus
key-mines-step = Ein automatischer Zug
    .short = Ein automatischer Zug
key-fifteen-up = Hoch
    .short = Hoch
key-fifteen-down = Runter
    .short = Runter
key-fifteen-left = Links
    .short = Links
key-fifteen-right = Rechts
    .short = Rechts
key-fifteen-scramble = Neuer Scramble
    .short = Neuer Scramble
key-fifteen-retry = Scramble wiederholen
    .short = Scramble wiederholen
key-fifteen-hint = Tipp
    .short = Tipp
key-fifteen-pause = Pause oder weiter
    .short = Pause oder weiter
key-fifteen-done = Fertig (Blindlösung)
    .short = Fertig
key-name-space = Leertaste
key-name-up = Hoch
key-name-down = Runter
key-name-left = Links
key-name-right = Rechts
key-name-enter = Enter
keys-none = keine Taste
keys-either = { $first } oder { $second }
key-reserved = { $key } behält seine eigene Bedeutung; wählen Sie eine andere Taste
key-taken = { $key } ist schon die Taste für „{ $action }“; ändern Sie zuerst diese
keys-slot-empty = keine
keys-slot-first = { $action }, Taste: { $key }. Drücken zum Ändern
keys-slot-other = { $action }, zweite Taste: { $key }. Drücken zum Ändern
keys-awaiting = neue Taste…
keys-awaiting-label = { $action }: neue Taste drücken, Entf zum Löschen, Esc zum Behalten
keys-modifier-refused = Tasten mit Strg, Alt oder Cmd bleiben der App; wählen Sie eine Taste ohne sie
keys-all-reset = Alle Tasten sind wieder auf Standard.

## Hilfe

help-title-game = Hilfe: { $game }
help-how-to-play = So spielt man { $game }
help-game-keys = { $game }: Tasten
help-game-mouse = { $game }: Maus
help-key = Taste
help-mouse = Maus
help-does = Wirkung
help-everywhere = Überall
help-keys-and-mouse = Tasten und Maus
help-change-keys = Die Spieltasten ändern Sie unter Einstellungen > Tasten ändern.
help-mines-rules-1 = Öffnen Sie jedes Feld, unter dem keine Mine liegt. Eine Zahl sagt, wie viele der acht Felder ringsum eine Mine verbergen.
help-mines-rules-2 = Markieren Sie die Felder mit einer Flagge, von denen Sie wissen, dass sie Minen sind. Eine Zahl, deren Minen alle markiert sind, öffnet beim Klick den Rest ringsum (ein Chord).
help-mines-rules-3 = Der erste Klick trifft nie eine Mine. Dort startet die Uhr; sie hält beim letzten geöffneten sicheren Feld an, oder bei einer Mine.
help-mines-rules-4 = Modi (wie in Metasweeper): streng, ein Klick auf ein nicht als sicher bewiesenes Feld trifft eine Mine; schwach, ebenso solange ein sicheres Feld bewiesen war, und ein erzwungener Rateversuch wird sicher gemacht; Segen, nur ein erzwungener Rateversuch wird sicher gemacht; ratbar und Glück, ein Klick auf eine Mine wird sicher gemacht, wenn die gezeigten Zahlen es erlauben.
help-mines-rules-5 = Ihre Bestzeiten zählen je Schwierigkeit und Modus; ein Spiel mit Hilfe (Tipp, Chancen, Zurück, Pause) wird getrennt geführt.
help-fifteen-rules-1 = Schieben Sie die Steine in Reihenfolge, 1 bis zum letzten, mit der Lücke unten rechts.
help-fifteen-rules-2 = Ein Stein neben der Lücke gleitet hinein; ein Klick auf einen Stein in der Reihe oder Spalte der Lücke schiebt die ganze Linie.
help-fifteen-rules-3 = Die Richtungstasten schieben einen Stein in die Lücke (oder bewegen die Lücke, wie die Einstellungen wählen).
help-fifteen-rules-4 = Die Uhr startet mit Ihrem ersten Zug und hält, wenn der letzte Stein an seinem Platz ist. Staffel, Marathon und Blindtraining finden Sie im Modusmenü.
help-mines-mouse-1 = Linksklick
    .does = Feld öffnen
help-mines-mouse-2 = Rechtsklick
    .does = Flagge setzen oder entfernen (auch ein Fragezeichen, wenn eingeschaltet)
help-mines-mouse-3 = Beide Tasten oder Mittelklick auf eine Zahl
    .does = Chord: die Felder ringsum öffnen
help-mines-mouse-4 = Linksklick auf eine Zahl
    .does = Chord (wenn in den Einstellungen eingeschaltet)
help-fifteen-mouse-1 = Klick auf einen Stein
    .does = Ihn schieben, samt den Steinen zwischen ihm und der Lücke
help-fifteen-mouse-2 = Auf einen Stein zeigen (Hover-Modus, in den Einstellungen)
    .does = Ihn ohne Klick schieben
help-page-key-1 = F1 oder ?
    .does = Diese Hilfe
help-page-key-2 = Strg+Z
    .does = Zurück ({ -mines })
help-page-key-3 = Strg+= oder Strg+- (oder Strg und das Mausrad)
    .does = Größere oder kleinere Felder und Steine
help-page-key-4 = Strg+0
    .does = Das Feld passt wieder ins Fenster
help-page-key-5 = Alt und + oder −, Strg+Alt und + oder −
    .does = { -fifteen }: eine Spalte, eine Reihe mehr oder weniger
help-page-key-6 = Strg+C, Strg+V
    .does = { -fifteen }: die Stellung als Text kopieren; eine aus der Zwischenablage spielen

## Statistik

records-reading = Statistik wird gelesen…
records-path = Die Statistik liegt in { $path }
records-path-read-only = Die Statistik liegt in { $path } (schreibgeschützt)
records-not-saved = Die Statistik wird nicht gespeichert
records-no-games = Noch keine Spiele. Beenden Sie ein Spiel, um es hier zu sehen.
records-no-wins = Noch keine Siege.
records-no-best-wins = Noch keine Siege für die Bestenliste: ein Spiel mit gewähltem Seed oder eingegebenem Feld wird getrennt geführt.
records-last-wins = { $count ->
    [one] Letzter Sieg
   *[other] Letzte { $count } Siege
  }
records-no-solves = Noch keine Lösungen. Lösen Sie einen Scramble, um ihn hier zu sehen.
records-nothing-to-chart = Noch keine gezählten Lösungen für ein Diagramm.
records-last-attempts = Letzte Versuche
streak-won = { $count } gewonnen
streak-lost = { $count } verloren
stat-played = Gespielt
stat-won = Gewonnen
stat-win-rate = Siegquote
stat-streak = Serie
stat-longest-winning = Längste Siegserie
stat-longest-losing = Längste Niederlagenserie
stat-best-3bvs = Beste 3BV/s
stat-best-time = Bestzeit
stat-fewest-moves = Wenigste Züge
stat-best-tps = Beste TPS
stat-solves = Lösungen
stat-today = Heute
stat-dnf = DNF
stat-efficiency = Effizienz
col-when = Wann
col-time = Zeit
col-moves = Züge
col-legs = Abschnitte
col-optimal = Optimal
col-eff = Eff.
reset-title = { $name } zurücksetzen?
reset-ask-games = Alle Spiele von { $name } löschen? Die Statistik wird vorher beiseitekopiert, und Rückgängig holt sie zurück.
reset-ask-solves = Alle Lösungen von { $name } löschen? Die Statistik wird vorher beiseitekopiert, und Rückgängig holt sie zurück.
reset-yes = Zurücksetzen
reset-doing = { $name } wird zurückgesetzt…
reset-done = { $name } wurde zurückgesetzt. Die Statistik wurde vorher beiseitekopiert; Rückgängig holt sie zurück.
export-doing = Wird exportiert…
saved-path = Gespeichert: { $path }
import-doing = Import: jedes Spiel wird nachgespielt und geprüft…
evf-doing = Die Videos werden gespeichert…
evf-saved = { $count ->
    [one] { $count } Video
   *[other] { $count } Videos
  } gespeichert in { $path }
evf-saved-skipped = { $count ->
    [one] { $count } Video
   *[other] { $count } Videos
  } gespeichert in { $path } ({ $skipped } ohne Wiederholung ausgelassen)
undo-doing = Wird rückgängig gemacht…
undo-done = Rückgängig gemacht.
no-replay = Keine Wiederholung: vor den Wiederholungen aufgezeichnet
replay = Wiederholung
save-evf = Als EVF-Video speichern (Metasweeper)
sentence-gap = { " " }
list-gap = ,{ " " }
import-added = { $count ->
    [one] { $count } neues Spiel importiert
   *[other] { $count } neue Spiele importiert
  }.
import-already = { $count ->
    [one] { $count } war
   *[other] { $count } waren
  } schon vorhanden (dieselbe Tabelle und derselbe Zeitpunkt).
import-refused = { $count } abgelehnt (ihre Wiederholung ergab nicht ihren Eintrag): { $reasons }.
import-refused-more = { $count } abgelehnt (ihre Wiederholung ergab nicht ihren Eintrag): { $reasons }; und { $more } weitere.
import-backup = Die Statistik wurde vorher nach { $path } kopiert; Rückgängig nimmt den Import zurück.
import-save-error = Aber: { $error }
aside-help = { $help } { $count }
helps-list = { " " }({ $list })
aside-assisted-mines = Aus diesen Zahlen herausgehalten: { $count ->
    [one] { $count } unterstütztes Spiel
   *[other] { $count } unterstützte Spiele
  }{ $helps }.
aside-assisted-fifteen = Aus diesen Zahlen herausgehalten: { $count ->
    [one] { $count } unterstützter Versuch
   *[other] { $count } unterstützte Versuche
  }{ $helps }.
aside-known-mines = Nicht in den Bestenlisten: { $count } auf einem bekannten Feld.
aside-known-fifteen = Nicht in Bestzeiten und Durchschnitten: { $count } auf einem bekannten Scramble (gewählter Seed, Wiederholung, eingegeben).
help-kind-hint = Tipp
help-kind-odds = Chancen
help-kind-auto = automatisches Spiel
help-kind-undo = Zurück
help-kind-pause = Pause
help-kind-solve = Lösen
control-unknown = unbekannt
sessions-title = { -fifteen }-Sitzungen
sessions-pick =
    .title = Die aktuelle Sitzung, oder eine frühere zum Zurückschauen
sessions-new = Neue Sitzung
    .title = Diese Sitzung beenden und eine neue beginnen (ihre Lösungen bleiben in der Statistik)
sessions-began = Eine neue Sitzung hat begonnen.
session-this = Diese Sitzung (seit { $since })
session-earlier = { $since }: { $count ->
    [one] { $count } Versuch
   *[other] { $count } Versuche
  }
histogram-time = Zeit (s)
stat-not-counted = Nicht gezählt
col-mean = Mittel
col-best = Beste
col-worst = Schlechteste
col-control = Steuerung
col-time-now = Zeit jetzt
col-moves-now = Züge jetzt
col-tps-now = TPS jetzt
col-average-best = beste
best-by = Beste nach
best-style = Stil
best-list = Bestenliste
style-any = NF oder FL
style-nf = NF
style-fl = FL
metric-3bv = 3BV
metric-3bvs = 3BV/s
metric-stnb = STNB
metric-ioe = IOE
metric-rqp = RQP
metric-path = Weg
metric-corr = Korr.
no-figures = Keine Kennzahlen: ein Spiel ohne Wiederholung, oder mit Zurück oder Pause
chart-none = { $label }: noch keine.
chart-results = { $count ->
    [one] { $count } Ergebnis
   *[other] { $count } Ergebnisse
  }
chart-range = von { $lo } bis { $hi }
chart-latest = zuletzt { $value }
chart-average = im Mittel { $value }
chart-summary = { $label }: { $range }; { $latest }.
chart-summary-dnfs = { $label }: { $range }; { $latest }; { $dnfs } DNF.
chart-solve-times = Letzte Lösungszeiten mit ao12
chart-win-times = Letzte Siegzeiten mit gleitendem Mittel
chart-win-rates = 3BV/s der letzten Siege mit gleitendem Mittel
legend-time = Zeit (s)
legend-ao12 = ao12
legend-mean-10 = Mittel aus 10
histogram-summary = { $label }: { $count ->
    [one] { $count } Lösung
   *[other] { $count } Lösungen
  } von { $from } bis { $to }; die meisten ({ $most }) von { $lo } bis { $hi }.

## Minesweeper: das Feld vorgelesen, die Worte des Lösers, der Dialog „Eigenes“

cell-covered = verdeckt
cell-flagged = markiert
cell-question = Fragezeichen
cell-empty = leer
cell-mine = Mine
cell-exploded = explodierte Mine
cell-wrong-flag = falsche Flagge
cell-number = { $count ->
    [one] { $count } Mine
   *[other] { $count } Minen
  }
mines-left-count = { $count ->
    [one] noch { $count } Mine
   *[other] noch { $count } Minen
  }
flags-too-many = { $count ->
    [one] { $count } Flagge zu viel
   *[other] { $count } Flaggen zu viel
  }
told-flagged = Markiert
told-questioned = Mit Fragezeichen markiert
told-unflagged = Flagge entfernt
told-won = Gewonnen in { $time }: jedes sichere Feld ist offen.
told-lost = Verloren: eine Mine ist explodiert, nach { $time }.
told-opened-one = Geöffnet: { $cell }
told-opened = { $count } Felder geöffnet
told-covered = { $count ->
    [one] { $count } Feld wieder verdeckt
   *[other] { $count } Felder wieder verdeckt
  }
told-marks = { $count } Markierungen geändert
told-gap = .{ " " }
told-sentences = { $said }.
told-nothing = Nichts hat sich geändert.
off-hint = Tipp ist aus: schalten Sie ihn unter Einstellungen > Löser ein (halbautomatisch oder vollautomatisch).
off-odds = Chancen sind aus: schalten Sie sie unter Einstellungen > Löser ein (halbautomatisch oder vollautomatisch).
off-auto = Automatisches Spiel ist aus: schalten Sie es unter Einstellungen > Löser ein (vollautomatisch).
cell-at = Reihe { $row }, Spalte { $col }
proof-single = { " " }(eine Zahl beweist es)
proof-pair = { " " }(zwei Zahlen zusammen beweisen es)
proof-mine-count = { " " }(die Zahlen und die Minenzahl beweisen es)
proof-numbers = { " " }(die { $count } Zahlen ringsum beweisen es)
hint-first = Jeder erste Klick ist sicher; versuchen Sie { $cell }.
hint-safe = Sicher: { $cell }{ $proof }.
hint-mine = Mine: { $cell }{ $proof }.
hint-guess = Nichts ist sicher. Bester Rateversuch: { $cell }, { $risk } Risiko.
hint-guess-estimated = Nichts ist sicher. Bester Rateversuch: { $cell }, { $risk } Risiko (geschätzt).
chance-proved-mine = ein Feld, das die Zahlen als Mine bewiesen
chance-not-proved = ein Feld, das die Zahlen nicht als sicher bewiesen
chance-of-mine = { $chance } Wahrscheinlichkeit einer Mine
review-forced = Der verlorene Klick war ein erzwungener Rateversuch, { $chance }: kein Feld war sicher.
review-could-wait = Der verlorene Klick, { $chance }, hätte warten können: { $cell } war sicher (markiert).
review-no-guesses = Kein Raten.
review-guesses = Rateversuche: { $count }, davon unnötig: { $needless }.
review-refused = Die Analyse endet bei Aktion { $action }, die das Spiel ablehnte: { $why }.
custom-not-whole = { $field }: geben Sie eine ganze Zahl ein.
custom-range = { $field }: von { $min } bis { $max }.
custom-range-mines = { $field }: von { $min } bis { $max } auf einem Feld dieser Größe.
counter-clicks = Klicks
counter-flags = Flaggen
metric-ce = CE

## Die Urteile einer Wiederholung

verdict-safe-chance = { $chance } sicher
verdict-safe-chance-about = etwa { $chance } sicher
proof-by-count = die Minenzahl beweist es
proof-number-at = die { $number } auf { $cell }
list-and = { $list } und { $last }
proof-by-numbers = { $list } { $count ->
    [one] beweist
   *[other] beweisen
  } es{ $found ->
    [yes] , mit den schon gefundenen Minen
   *[no] {""}
  }{ $withCount ->
    [yes] { " " }und der Minenzahl
   *[no] {""}
  }
proof-by-many = die { $count } Zahlen ringsum beweisen es { $withCount ->
    [yes] mit der Minenzahl
   *[no] in jeder Anordnung
  }{ $found ->
    [yes] , mit den schon gefundenen Minen
   *[no] {""}
  }
verdict-first = { $cell }: der erste Klick, nichts zu beurteilen.
verdict-certain = { $cell }: sicher: { $proof }.
verdict-forced = { $cell }: ein erzwungener Rateversuch, { $chance }: kein Feld war sicher.
verdict-needless = { $cell }: ein unnötiger Rateversuch, { $chance }, während { $safe } sicher war.
luck-odds = 1 zu { $odds }
summary-certain = { $count ->
    [one] { $count } sicherer Klick
   *[other] { $count } sichere Klicks
  }
summary-forced = { $count ->
    [one] { $count } erzwungener Rateversuch
   *[other] { $count } erzwungene Rateversuche
  }
summary-needless = { $count ->
    [one] { $count } unnötiger Rateversuch
   *[other] { $count } unnötige Rateversuche
  }
summary-luck = Glück { $luck }
summary-solver = Löser: { $parts }.
summary-stopped = { $line } Beurteilt bis Aktion { $action }: die nächste wurde abgelehnt ({ $why }).

## Minesweeper: Modi, die Leiste, das Ergebnis, das Studienfeld

mode-opening = öffnet
    .name = erster Klick öffnet
    .badge = {""}
    .title = Der erste Klick öffnet eine Fläche
mode-safe = sicher
    .name = sicherer erster Klick
    .badge = Sicherer erster Klick
    .title = Nur das angeklickte Feld ist frei, wie in Windows XP
mode-noGuess = ohne Raten
    .name = ohne Raten
    .badge = Ohne Raten
    .title = Ein Feld, das sich allein durch sichere Schlüsse lösen lässt
mode-strict = streng
    .name = streng ohne Raten
    .badge = Streng ohne Raten
    .title = Ein Feld ohne Raten, bei dem ein Klick auf ein nicht als sicher bewiesenes Feld eine Mine trifft
mode-weak = schwach
    .name = schwach ohne Raten
    .badge = Schwach ohne Raten
    .title = Ein Klick auf ein nicht als sicher bewiesenes Feld trifft eine Mine, solange ein sicheres Feld bewiesen war; ein erzwungener Rateversuch wird sicher gemacht
mode-blessing = Segen
    .name = Segen
    .badge = Segen
    .title = Ein zufälliges Feld, bei dem nur ein erzwungener Rateversuch sicher gemacht wird
mode-guessable = ratbar
    .name = ratbar
    .badge = Ratbar
    .title = Ein Feld ohne Raten, bei dem ein Klick auf eine Mine sicher gemacht wird, wenn es geht
mode-lucky = Glück
    .name = Glück
    .badge = Glück
    .title = Ein zufälliges Feld, bei dem ein Klick auf eine Mine sicher gemacht wird, wenn es geht
mode-upk =
    .name = ein vor dem Spiel bekanntes Feld (UPK)
table-custom = Eigenes { $size }, { $mines } Minen
table-with-mode = { $board }, { $mode }
run-relay = Staffel { $sizes }
run-marathon = Marathon über { $count }, { $size }
run-blind-name = Blind { $size }
mode-none-found = { $mode }: bei dieser Dichte nicht gefunden, dieses Feld kann also Raten verlangen
seconds = { $s } s
seed-known-board = Dasselbe Feld noch einmal (UPK: nicht in den Bestenlisten)
seed-chosen = Seed { $seed } (gewählt: nicht in den Bestenlisten)
seed-line = Seed { $seed }
seed-later = Der Seed wird am Spielende gezeigt
clicks-line = Klicks { $total } (links { $left }, rechts { $right }, Chord { $chord })
result-cleared = Gelöst in { $time }
result-exploded = Explodiert nach { $time }
result-bbbv-of = { $solved } von { $total }
result-mode-upk = { $mode }, UPK
result-study = Untersuchen
    .title = Dieses Feld untersuchen: die Chancen und sicheren Felder des Lösers (Spiel > Stellung untersuchen…)
result-copy = Kopieren
    .title = Das Feld als Text und als Bild kopieren
result-hide = Ergebnis ausblenden
    .title = Das Ergebnis ausblenden (das Feld bleibt, wie es endete)
not-saved = Nicht gespeichert: { $error }
replay-this-game = Wiederholung dieses Spiels
figures-line = CE { $ce } · IOE { $ioe } · RQP { $rqp } · STNB { $stnb } · Korrektheit { $corr } · Durchsatz { $thrp } · Weg { $path }
thinking = Denke nach…
auto-guessed = Das automatische Spiel riet { $cell } ({ $risk } Risiko).
auto-stop = Stopp
leave-game-title = Dieses Spiel verlassen?
leave-game-text = Das laufende Spiel zählt als Niederlage, wenn Sie es jetzt verlassen.
leave-game-yes = Beenden (eine Niederlage)
leave-game-no = Weiterspielen
guide-mines = Klicken Sie auf ein beliebiges Feld, um zu beginnen; Rechtsklick (oder { $flag }) setzt eine Flagge. F1 zeigt alle Tasten.
guide-fifteen = Bringen Sie die Steine in Reihenfolge, die Lücke zuletzt: klicken Sie einen Stein in Linie mit der Lücke, oder nehmen Sie die Pfeiltasten. F1 zeigt alle Tasten.
assist-name-hint = Tipp
assist-name-odds = Chancen
assist-name-auto = Automatisches Spiel
assist-name-undo = Zurück
assist-name-pause = Pause
assist-name-solve = Lösen
ask-assist-title = { $help } benutzen?
ask-assist-text = { $help } macht { $what ->
    [run] diesen Lauf
    [solve] diese Lösung
   *[game] dieses Spiel
  } unterstützt: es wird behalten und kann wiederholt werden, bleibt aber aus Statistik, Serien und Bestenlisten heraus. { -brand } sagt das nur einmal.
ask-assist-yes = { $help } benutzen
study-title = Eine Stellung untersuchen
study-help = Eine Reihe pro Zeile: 1-8 eine Zahl, . oder 0 ein leeres Feld, # oder ? verdeckt, F oder * markiert.
study-position =
    .aria-label = Stellung
study-go = Untersuchen
study-said = { $hint } Fest steht: { $safe } sicher, { $mines } Minen.
copied-text-image = Das Feld wurde als Text und als Bild kopiert.
copied-text = Das Feld wurde als Text kopiert.
clipboard-refused = Die Zwischenablage hat das Feld abgelehnt: { $error }

## Das 15-Puzzle: Ergebnisse, Läufe, die Worte des Lösers, Größen, Farbschema-Dateien

solved-in = Gelöst in { $time } s
solve-figures = { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
  } ({ $multi } mehrfach), { $tps } TPS, MD { $md }, MMD { $mmd }
practice-retry = Trainingswiederholung
space-next-run = Leertaste für den nächsten Lauf
space-next-scramble = Leertaste für den nächsten Scramble
legs-line = Abschnitte { $legs }
direction-up = hoch
direction-down = runter
direction-left = links
direction-right = rechts
told-tiles-moved = { $tiles } { $dir }
told-moved = { $dir } bewegt
run-seed = Lauf-Seed { $seed }
run-seed-later = Der Lauf-Seed wird am Ende des Laufs gezeigt
origin-retry = Training: eine Wiederholung des letzten Scrambles, getrennt von der Statistik
origin-typed = Eine eingegebene Stellung
origin-chosen = Seed { $seed } (gewählt: Training, nicht in Bestzeiten und Durchschnitten)
solve-seed-later = Der Seed wird am Ende der Lösung gezeigt
scramble-hidden = verborgen, bis die Lösung beurteilt ist
assisted-solve = Unterstützt{ $helps }: diese Lösung bleibt aus Statistik und Durchschnitten heraus
paused-solve = Pause: drücken Sie { $key } oder Weiter, um fortzufahren
relay-legs-range = eine Staffel hat 2 bis { $max } Abschnitte (erhalten: { $count })
col-leg = Abschnitt
run-leg = Abschnitt { $leg } von { $legs }
run-blind = einprägen, dann ungesehen lösen; Enter, wenn fertig
run-splits = Zwischenzeiten { $splits }
run-retry = Trainingswiederholung, getrennt von der Statistik
run-failed = Nicht gelöst: die Steine waren nicht in Reihenfolge, als Sie bei { $time } s Fertig sagten (ein DNF)
run-done = { $name } in { $time } s
hint-move-optimal = { $tile } nach { $dir } · { $count ->
    [one] noch { $count } Zug
   *[other] noch { $count } Züge
  }, bestenfalls
hint-move-quick = { $tile } nach { $dir } · { $count ->
    [one] noch { $count } Zug
   *[other] noch { $count } Züge
  }, mit der schnellen Methode
optimal-line = Optimal: { $optimal ->
    [one] { $optimal } Zug
   *[other] { $optimal } Züge
  } (Ihre: { $yours }, Effizienz { $efficiency })
path-all-optimal = Jeder Zug lag auf einem optimalen Weg
path-left-optimal = Zug { $move } verließ jeden optimalen Weg: { $before ->
    [one] { $before } Zug
   *[other] { $before } Züge
  } vor ihm übrig, { $after } nach ihm
optimal-solution = Eine optimale Lösung, als Steinzüge (U hoch, D runter, L links, R rechts): { $moves }
session-line = Sitzung: { $count ->
    [one] { $count } Lösung
   *[other] { $count } Lösungen
  }
session-line-dnfs = Sitzung: { $count ->
    [one] { $count } Lösung
   *[other] { $count } Lösungen
  }, { $dnfs } DNF
session-mean = Mittel { $mean }
session-new-line = Sitzung: neu, noch keine Lösung
copy-hidden = Nichts kopiert: die Zahlen einer Blindlösung bleiben verborgen
copied-state = Kopiert: { $state }
clipboard-refused-position = Die Zwischenablage hat die Stellung abgelehnt: { $error }
thinking-tables = Denke nach… (die erste 4×4-Antwort baut auch die Tabellen des Lösers: einmalig ein paar Sekunden)
leave-solve-title = Diese Lösung verlassen?
leave-solve-text = Die laufende Lösung zählt als DNF (nicht beendet), wenn Sie sie jetzt verlassen.
leave-run-title = Diesen Lauf verlassen?
leave-run-text = Der laufende Lauf zählt als DNF (nicht beendet), wenn Sie ihn jetzt verlassen.
leave-dnf-yes = Beenden (ein DNF)
size-other = Andere…
size-not-a-size = „{ $text }“ ist keine Größe wie 4x4
size-sides = „{ $text }“: die Seiten sind { $min } bis { $max }
scheme-no-size = die Datei nennt keine Größe: ihre erste Zeile sollte eine sein, etwa 5x5
scheme-at-line = Zeile { $line }: { $error }
scheme-file-rows = ein { $size }-Schema hat { $rows } Reihen Farben; diese Datei hat { $count }
scheme-file-entries = eine Reihe eines { $size }-Schemas hat { $entries } Einträge; diese hat { $count }
scheme-not-colour = „{ $entry }“ ist keine Farbe (0 bis 9, oder . für keine)
tile-hidden = Stein
tile-blank = Lücke

## Wiederholungen und Videos

replay-board =
    .aria-label = Wiederholtes Feld
replay-puzzle =
    .aria-label = Wiederholtes Puzzle
replay-back = ◀ Schritt
    .title = Vorige Aktion
replay-play = Abspielen
replay-pause = Pause
replay-step = Schritt ▶
    .title = Nächste Aktion
replay-prev-guess = ◀ Raten
    .title = Der Rateversuch davor
replay-next-guess = Raten ▶
    .title = Der nächste Rateversuch
replay-scrub =
    .aria-label = Stelle im Spiel
replay-speed =
    .aria-label = Tempo
replay-counters-mines = { $time } · 3BV { $solved }/{ $total } · { $rate } 3BV/s · { $clicks ->
    [one] { $clicks } Klick
   *[other] { $clicks } Klicks
  } · noch { $left ->
    [one] { $left } Mine
   *[other] { $left } Minen
  }
replay-counters-fifteen = { $time } · { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
  } · { $rate } TPS
replay-figures = Klicks { $clicks } (links { $left }, rechts { $right }, doppelt { $double }) · { $figures }
replay-no-click = Noch kein Klick.
replay-click-at = Klick auf { $verdict }
replay-before-first = Vor dem ersten Klick.
replay-mode = Modus: { $mode }
video-refused = { $name } konnte nicht geöffnet werden: { $why }.
video-won = Gewonnen in { $time } s, 3BV { $bbbv }, 3BV/s { $rate }
video-lost = Verloren in { $time } s, 3BV { $bbbv }, 3BV/s { $rate }
video-player = gespielt von { $player }
video-program = aufgezeichnet mit { $program }
best-list-empty-solves = Noch keine gezählten Lösungen in dieser Liste.
best-list-empty-wins = Noch keine Siege in dieser Liste.
session-empty = Noch keine Lösungen in dieser Sitzung. Lösen Sie einen Scramble, um ihn hier zu sehen.

## Neuigkeiten nach einem Spiel

news-first-win = Erster Sieg auf { $name }: { $time } s
news-new-best = Neue Bestzeit auf { $name }: { $time } s, die zweitbeste war { $was } s
news-placed = { $time } s ist Ihre { $rank }.-beste Zeit auf { $name }
news-best-figure-any = Neuer Bestwert: { $name } { $metric } { $value }, vorher { $was }
news-best-figure-nf = Neuer Bestwert: { $name } NF { $metric } { $value }, vorher { $was }
news-best-figure-fl = Neuer Bestwert: { $name } FL { $metric } { $value }, vorher { $was }
news-metric-time = Zeit
news-metric-3bvs = 3BV/s
news-metric-stnb = STNB
news-metric-ioe = IOE
news-metric-rqp = RQP
news-metric-path = Weg
news-moves = { $count } Züge
news-tps = { $tps } TPS
news-first-single-time = Erste Einzelzeit auf { $name }: { $value }
news-first-single-moves = Erste Einzellösung nach Zügen auf { $name }: { $value }
news-first-single-tps = Erste Einzellösung nach TPS auf { $name }: { $value }
news-new-single-time = Neue beste Einzelzeit auf { $name }: { $value } (vorher { $was })
news-new-single-moves = Neue beste Einzellösung nach Zügen auf { $name }: { $value } (vorher { $was })
news-new-single-tps = Neue beste Einzellösung nach TPS auf { $name }: { $value } (vorher { $was })
news-first-average = Erster ao{ $n } auf { $name }: { $value }
news-new-average = Neuer bester ao{ $n } auf { $name }: { $value } (vorher { $was })
why-assisted = unterstützt
why-assisted-helps = unterstützt: { $helps }
why-chosenSeed = ein gewählter Seed
why-retry = eine Wiederholung
why-typedPosition = eine eingegebene Stellung
why-typedBoard = ein eingegebenes Feld
why-unproven = unbewiesen: keine Wiederholung
why-gap = ;{ " " }
undo-import = Import rückgängig machen ({ $count ->
    [one] { $count } Spiel
   *[other] { $count } Spiele
  })
undo-reset = Zurücksetzen von { $name } rückgängig machen
density-warning = { $density } % Minen: { -brand } findet bis { $reliable } % jedes Mal ein Feld ohne Raten; bei dieser Dichte vielleicht nicht, und das Feld kann Raten verlangen.

## Die Desktop-Datei (Linux-Menüs): eine Art App und eine Zeile dazu

desktop-generic-name = Denkspiele
desktop-comment = { -mines } und das { -fifteen } für Spieler, die ihre Zeiten jagen
dnf = DNF
average-ao = ao{ $n }
session-average = ao{ $n } { $value }
evf-button = EVF
col-md = MD
col-mmd = MMD
about-title = { -brand }
error-no-backend = Das Backend von { -brand } ist von dieser Seite aus nicht erreichbar.

## Was die Engine ablehnt, und warum (die Fehler des Backends)

error-as-written = { $text }
error-width = die Breite muss zwischen { $min } und { $max } liegen (erhalten: { $got })
error-height = die Höhe muss zwischen { $min } und { $max } liegen (erhalten: { $got })
error-mines = die Minen müssen zwischen 1 und { $max } liegen auf einem Feld von { $width }x{ $height } (erhalten: { $got })
error-not-a-size = { $text } ist keine Größe; erwartet wird N oder BxH (etwa 4 oder 3x5)
error-tile-count = { $expected } Zahlen für ein Brett von { $width }x{ $height } erwartet, { $got } erhalten
error-not-a-permutation = die Zahlen müssen 0 bis { $max } je einmal sein (0 ist die Lücke); { $problem }
error-not-a-tile = { $text } ist keine Steinnummer
error-ragged-state = Reihe { $row } hat { $found } Zahlen, aber Reihe 1 hat { $expected }
error-not-square = { $count } Zahlen ergeben kein quadratisches Brett
error-relay-legs = eine Staffel hat 2 bis { $max } Abschnitte (erhalten: { $got })
error-marathon-count = ein Marathon hat 2 bis { $max } Scrambles (erhalten: { $got })
error-no-help-before-first = vor dem ersten Klick wird keine Hilfe vermerkt
error-nothing-to-undo = nichts rückgängig zu machen
error-undo-replay = das Spiel konnte nicht bis vor seine letzte Aktion nachgespielt werden
error-undo-first-click = der erste Klick, der das Feld gab, kann nicht zurückgenommen werden
error-pause-not-playing = nur ein laufendes Spiel kann pausiert werden
error-game-not-paused = das Spiel ist nicht pausiert
error-hold-run = die Uhr wird nur angehalten, solange eine während eines Laufs erbetene Hilfe beantwortet wird
error-run-never-paused = ein Trainingslauf wird nie pausiert
error-hold-solve = die Uhr wird nur angehalten, solange eine während einer Lösung erbetene Hilfe beantwortet wird
error-no-help-blind = keine Hilfe während einer Blindlösung
error-pause-not-running = nur eine laufende Lösung kann pausiert werden
error-solve-not-paused = die Lösung ist nicht pausiert
error-cell-off-board = Feld ({ $row }, { $col }) liegt außerhalb des Feldes von { $width }x{ $height }
error-game-over = das Spiel ist vorbei; beginnen Sie ein neues
error-game-history-full = dieses Spiel hat { $count } Aktionen erreicht, so viele wie ein Spiel höchstens behält; beginnen Sie ein neues
error-game-controls-full = dieses Spiel hat { $count } Pausen und Zurücknahmen gebraucht, so viele wie ein Spiel höchstens behält; spielen Sie weiter oder beginnen Sie ein neues
error-game-paused = das Spiel ist pausiert; setzen Sie es zuerst fort
error-no-tile-moves = kein Stein kann nach { $dir } ziehen
error-tile-off-board = Feld { $index } liegt nicht auf dem Brett von { $width }x{ $height }
error-not-in-line = Feld { $index } liegt nicht in der Reihe oder Spalte der Lücke
error-solved = das Puzzle ist gelöst; neuer Scramble
error-blind-over = diese Blindlösung ist vorbei; neuer Scramble
error-not-blind = nur eine Blindlösung wird für fertig erklärt; diese endet, wenn die Steine an ihrem Platz sind
error-blind-not-started = ziehen Sie zuerst: eine Blindlösung beginnt mit ihrem ersten Zug
error-attempt-history-full = dieser Versuch hat { $count } Züge erreicht, so viele wie ein Versuch höchstens behält; neuer Scramble
error-attempt-controls-full = dieser Versuch hat { $count } Pausen gebraucht, so viele wie ein Versuch höchstens behält; spielen Sie weiter oder nehmen Sie einen neuen Scramble
error-solve-paused = die Lösung ist pausiert; setzen Sie sie zuerst fort
error-move-other-game = Zug für Spiel { $got }, aber Spiel { $expected } liegt auf dem Brett
error-move-repeated = Zug { $seq } dieses Spiels kam schon an
error-move-too-far = Zug { $seq } liegt mehr als { $max } vor Zug { $next }, dem als nächstes erwarteten
error-unsolvable = diese Anordnung erreicht das Ziel nicht (die Parität der Steine ist falsch)
error-optimal-too-large = optimale Lösungen gibt es für Bretter mit höchstens 16 Feldern (3x3, 3x4, 3x5, 2x8, 4x4 …); dieses ist { $width }x{ $height }
error-no-tables = 4x4 braucht die Musterdatenbanken, die noch nicht gebaut sind
error-gave-up = die Suche gab nach { $nodes } Knoten auf
error-position-size = { $expected } Felder erwartet, { $got } erhalten
error-position-number = Feld { $index } zeigt { $number }, hat aber nur { $neighbours } Nachbarn
error-position-mines = { $mines } Minen passen nicht in { $covered } verdeckte Felder
error-position-over = das Spiel ist vorbei: es gibt nichts mehr zu folgern
error-inconsistent = keine Anordnung der Minen passt zu diesen Zahlen und dieser Minenzahl
error-study-cell = Zeile { $line }, Spalte { $column }: { $found } ist kein Feld (1-8 eine Zahl, . oder 0 leer, # oder ? verdeckt, F oder * markiert)
error-study-ragged = Zeile { $line }: { $found } Felder, aber die erste Reihe hat { $expected }
error-study-number = Zeile { $line }, Spalte { $column }: { $number } ist unmöglich: das Feld hat nur { $neighbours } Nachbarn
error-study-empty = die Stellung ist leer: schreiben Sie eine Reihe pro Zeile
error-study-after-blank = Zeile { $line }: eine Reihe nach einer Leerzeile; die Reihen des Feldes folgen direkt aufeinander
error-no-guess-layout = für { $mines } Minen auf einem Feld von { $width }x{ $height } wurde keine Anordnung ohne Raten gefunden; versuchen Sie weniger Minen
error-video-empty = die Datei ist leer
error-video-too-large = die Datei hat { $bytes } Bytes, mehr als jedes Minesweeper-Video
error-video-unreadable = kein lesbares { $format }-Video: { $reason }
error-video-damaged = das { $format }-Video ist beschädigt: sein Spiel lässt sich nicht nachspielen
error-video-busy = das Video hat { $changes } Tastendrücke und -freigaben auf einem Feld von { $cells } Feldern, mehr als { -brand } analysiert (beides multipliziert, höchstens { $max })
error-evf-too-large = EVF speichert Felder bis { $max }x{ $max }; dieses ist { $width }x{ $height }
error-evf-no-board = das Spiel hat noch keine Minen gelegt (kein Feld wurde geöffnet): es gibt nichts aufzuzeichnen
error-evf-too-long = das Spiel dauert { $ms } ms, mehr als EVFs Uhr fasst
error-evf-controlled = EVF kann kein Zurück und keine Pause zeigen, und dieses Spiel hat eines
error-log-token = Element { $token } des Protokolls ist keine Aktion mit Zeit ({ $text })
error-log-off-board = Element { $token } des Protokolls nennt Feld { $cell }, außerhalb des Feldes von { $width }x{ $height }
error-log-end = das Endzeichen des Protokolls ist nicht sein letztes Element
error-log-board = das Feld { $text } ist nicht `BxH:` und eine Hexziffer je vier Felder
error-replay-no-log = es hat kein Aktionsprotokoll zum Prüfen (vor den Wiederholungen aufgezeichnet)
error-replay-table = seine Tabelle { $table } ist keine, die { -brand } führt
error-replay-log = sein Protokoll kann nicht gelesen werden: { $why }
error-replay-board = sein Feld ist nicht { $why }
error-replay-action = Aktion { $action } seines Protokolls kann nicht gespielt werden: { $why }
error-replay-after-end = sein Protokoll hat Aktionen nach Spielende
error-replay-mismatch = sein Eintrag passt nicht zu seiner Wiederholung: { $why }
error-store-read-only = die Statistik ist schreibgeschützt: { $why }
error-store-write = die Statistik konnte nicht in { $dir } gespeichert werden: { $why }
error-store-held = die Statistik konnte nicht in { $dir } gespeichert werden: { $file } ist in einem anderen Programm geöffnet ({ $why }); schließen Sie es, und die nächste Speicherung schreibt alles
error-store-invalid = keine Statistikdatei von { -brand }: { $why }
error-store-encode = die Statistik konnte nicht geschrieben werden: { $why }
error-seed = der Seed muss eine ganze Zahl von 0 bis { $max } sein (erhalten: { $got })
error-solver = der Löser kann diese Stellung nicht lesen: { $why }
error-auto-moves = die Züge müssen zwischen 1 und { $max } liegen (erhalten: { $got })
error-not-over = das Spiel ist noch nicht vorbei
error-replay-not-saved = eine Wiederholung konnte nicht gespeichert werden: { $why }
error-replay-not-removed = eine Wiederholung konnte nicht entfernt werden: { $why }
error-writer-stopped = der Schreiber der Statistik läuft nicht
error-run-not-paused = ein Trainingslauf ist nicht pausiert: seine Uhr ist die des Laufs
error-state-unsolvable = diese Anordnung ist nicht lösbar (zwei Steine sind gegenüber jeder lösbaren vertauscht)
error-state-solved = diese Anordnung ist schon gelöst
error-no-help-blind-shows = keine Hilfe während einer Blindlösung: sie würde zeigen, wo die Steine sind
error-solver-move-illegal = der Zug des Lösers ist hier nicht erlaubt
error-optimum-not-after-solve = das Optimum eines { $width }x{ $height } wird nach einer Lösung nicht berechnet (es kann Minuten dauern)
error-no-language = keine Sprache heißt { $name }
error-menu = das Menü konnte nicht neu geschrieben werden: { $why }
error-no-board-yet = noch ist kein Feld gegeben: öffnen Sie zuerst ein Feld
error-pointer-batch = { $got } Zeigerproben in einem Aufruf; höchstens { $max }
error-no-table = es gibt keine { $game ->
    [mines] { -mines }
   *[other] { -fifteen }
  }-Tabelle namens { $table }
error-not-saved-first = nichts wurde geändert: die Statistik konnte nicht vorher gespeichert werden: { $why }
error-nothing-changed = nichts wurde geändert: { $why }
error-nothing-to-take-back = es gibt keinen Import und kein Zurücksetzen rückgängig zu machen
error-export = konnte nicht exportieren: { $why }
error-write-file = { $path } konnte nicht geschrieben werden: { $why }
error-import-too-big = Import nicht möglich: die Datei hat { $size } MB; höchstens { $max } MB
error-import = Import nicht möglich: { $why }
error-import-newer = Import nicht möglich: von einem neueren { -brand } geschrieben (Schema { $schema })
error-not-exported = dieses Spiel kann nicht exportiert werden: { $why }
error-no-won-replay = kein gewonnenes Spiel von { $table } hat eine Wiederholung zum Exportieren
error-too-many-figures = höchstens { $max } Spiele auf einmal (erhalten: { $got })
error-no-game-at = es gibt kein Spiel von { $table }, aufgezeichnet um { $at }
error-no-replay = dieses Spiel wurde vor den Wiederholungen aufgezeichnet: es hat keine
error-not-replayed = dieses Spiel kann nicht wiederholt werden: { $why }
error-no-such-game = kein Spiel heißt { $name }; mines oder fifteen
error-no-session = keine Sitzung begann um { $at }
error-settings-not-object = die Einstellungen müssen ein JSON-Objekt sein
error-settings-too-big = die Einstellungen haben { $size } Bytes; die Grenze ist { $max }
error-settings-no-dir = kein Datenordner für die Einstellungen
error-settings-other-window = die Einstellungen werden nicht gespeichert: ein anderes { -brand }-Fenster führt sie
error-settings-not-saved = { $path } konnte nicht gespeichert werden: { $why }
error-study-too-long = eine Studienstellung hat höchstens { $max } Zeichen (ein Feld von 200x200)
error-not-a-video = kein Minesweeper-Video: { -brand } öffnet .avf-, .rmv-, .evf- und .mvf-Dateien
error-video-file-too-large = { $why }: größer als jedes Minesweeper-Video
error-video-not-read = kann nicht gelesen werden: { $why }
error-video-not-analysed = das Video konnte nicht analysiert werden: es ist beschädigt

## Was der Spieler beim Start über Statistik, Einstellungen und ein abgebrochenes Spiel erfährt

readonly-no-directory = { $dir } kann nicht angelegt werden ({ $error })
readonly-other-window = ein anderes { -brand }-Fenster benutzt diese Statistik
readonly-marked-start = { $path } ist schreibgeschützt markiert (entfernen Sie die Markierung, um wieder zu speichern)
readonly-marked = { $path } ist schreibgeschützt markiert
readonly-unreadable = { $path } kann nicht gelesen werden ({ $error })
readonly-newer = { $path } wurde von einem neueren { -brand } geschrieben (Schema { $schema })
readonly-stuck = { $path } ist beschädigt und konnte nicht beiseitegelegt werden ({ $error })
log-problem-unreadable = kann nicht gelesen werden: { $error }
log-problem-cut-short = seine letzte, abgeschnittene Zeile konnte nicht entfernt werden: { $error }
log-problem-not-a-change = keine Änderung: { $error }
notice-read-only = Die Statistik ist schreibgeschützt: { $why }. Ergebnisse dieses Fensters werden nicht gespeichert.
notice-left-as-it-is = Die Statistik ist schreibgeschützt: { $why }. Sie wurde gelassen, wie sie ist.
notice-newer = Die Statistik ist schreibgeschützt: { $why }. Aktualisieren Sie { -brand }, um etwas hinzuzufügen.
notice-upgraded = Die Statistik wurde von Schema { $from } auf { $to } aktualisiert.
notice-file-moved-aside = Die Statistikdatei konnte nicht gelesen werden ({ $problem }); sie wurde nach { $aside } verschoben und eine neue Statistik begonnen.
notice-file-stuck = Die Statistikdatei { $path } ist beschädigt ({ $problem }) und konnte nicht beiseitegelegt werden; die Statistik ist schreibgeschützt.
notice-file-held = Die Statistikdatei konnte nicht gelesen werden ({ $problem }); ein anderes { -brand }-Fenster hat sie geöffnet.
notice-log-moved-aside = Das Statistikprotokoll war in Zeile { $line } beschädigt ({ $problem }); die Spiele davor wurden behalten und das Protokoll nach { $aside } verschoben.
notice-log-stuck = Das Statistikprotokoll { $path } ist in Zeile { $line } beschädigt ({ $problem }); die Statistik ist schreibgeschützt.
notice-log-shown = Das Statistikprotokoll war in Zeile { $line } beschädigt ({ $problem }); die Spiele davor werden gezeigt.
notice-moved = Ihre Statistik wurde von { $from } nach { $to } verschoben, wo { -brand } sie von nun an führt.
notice-not-moved = Ihre Statistik bleibt in { $from }: sie konnte nicht nach { $to } verschoben werden ({ $error }).
notice-no-data-directory = Kein Datenordner gefunden; die Statistik dieser Sitzung wird nicht gespeichert.
notice-journal-unreadable = Das Journal ungespeicherter Änderungen konnte nicht gelesen werden ({ $problem }); es wurde entfernt.
notice-journal-empty = Das Journal des laufenden Spiels ({ $file }) war leer; es wurde entfernt.
notice-unreadable-mines = Das laufende { -mines }-Spiel konnte nicht zurückgelesen werden ({ $problem }).
notice-unreadable-fifteen = Der laufende { -fifteen }-Versuch konnte nicht zurückgelesen werden ({ $problem }).
notice-saves-recorded = { $count ->
    [one] Ein Spiel, dessen Speicherung vor dem Ende von { -brand } fehlschlug, wurde aus dem Journal eingetragen.
   *[other] { $count } Spiele, deren Speicherung vor dem Ende von { -brand } fehlschlug, wurden aus dem Journal eingetragen.
  }
notice-save-not-recorded = Ein Spiel, dessen Speicherung fehlschlug, wurde nicht eingetragen: { $why }.
notice-recorded-loss = Das beim Ende von { -brand } laufende Spiel ({ $name }) wurde als Niederlage eingetragen.
notice-recorded-dnf = Der beim Ende von { -brand } laufende Versuch ({ $name }) wurde als DNF eingetragen.
notice-not-recorded-mines = Das beim Ende von { -brand } laufende Spiel ({ $name }) wurde nicht eingetragen: { $why }.
notice-not-recorded-fifteen = Der beim Ende von { -brand } laufende Versuch ({ $name }) wurde nicht eingetragen: { $why }.
notice-settings-moved-aside = Die Einstellungsdatei konnte nicht gelesen werden ({ $problem }); sie wurde nach { $aside } verschoben, und es gelten die Standards.
notice-settings-left = Die Einstellungsdatei konnte nicht gelesen werden ({ $problem }); dieses Fenster nutzt die Standards.
notice-settings-stuck = Die Einstellungsdatei { $path } konnte weder gelesen ({ $problem }) noch beiseitegelegt werden ({ $error }); es gelten die Standards.

## Warum eine Wiederholung einen Eintrag ablehnt (in den Meldungen oben)

replay-board-of-table = ein Feld dieser Tabelle ({ $table })
replay-board-seed = das, das sein Seed gibt
replay-board-scramble = ein Scramble: { $why }
replay-board-scramble-of = ein { $size }-Scramble
replay-mismatch-log-ends = ein laufendes Spiel, aber sein Protokoll beendet es
replay-mismatch-log-finishes = ein laufender Versuch, aber sein Protokoll schließt ihn ab
replay-mismatch-no-cell = kein Feld wurde geöffnet
replay-mismatch-no-move = kein Zug wurde gemacht
replay-mismatch-differs = eingetragen { $recorded }, nachgespielt { $replayed }
