# Teksty Tessery po polsku: te same komunikaty co w en.ftl. Poziomy jak w polskim Saperze
# z Windows (Początkujący, Zaawansowany, Ekspert); wskaźniki społeczności (3BV, IOE, RQP, STNB,
# NF) i speedsolverów (ao5, TPS) zostają bez zmian.

-brand = Tessera
-mines = Saper
-fifteen = Piętnastka

## Menu systemowe

menu-app = { -brand }
menu-game = Gra
menu-edit = Edycja
menu-fifteen = { -fifteen }
menu-view = Widok
menu-window = Okno
menu-help = Pomoc
menu-quit = Zakończ { -brand }
menu-hide = Ukryj { -brand }
menu-new-game = Nowa gra
menu-mines-same-board = { -mines }: ta sama plansza jeszcze raz
menu-mines-study = { -mines }: analizuj pozycję…
menu-mines-copy = { -mines }: kopiuj planszę
menu-mines-beginner = { -mines }: Początkujący
menu-mines-intermediate = { -mines }: Zaawansowany
menu-mines-expert = { -mines }: Ekspert
menu-mines-custom = { -mines }: Niestandardowy…
menu-fifteen-size = { -fifteen }: { $size }
menu-fifteen-other-size = { -fifteen }: inny rozmiar…
menu-fifteen-new-session = { -fifteen }: nowa sesja
menu-open-video = Otwórz nagranie…
menu-records = Rekordy
menu-view-counters = Liczniki Sapera
menu-settings = Ustawienia…
menu-how-to-play = Jak grać
menu-shortcuts = Skróty klawiszowe
menu-about = O programie { -brand }

## Co pokazuje sam backend

fatal-title = Nie można uruchomić { -brand }
fatal-webview2 = { -brand } potrzebuje środowiska Microsoft Edge WebView2 Runtime, by narysować okno, a ten Windows go nie ma.

    Zainstaluj je od Microsoftu (wyszukaj „WebView2 Runtime” albo otwórz https://go.microsoft.com/fwlink/p/?LinkId=2124703), a potem uruchom { -brand } ponownie. Instalator { -brand } też je instaluje.
fatal-start = Nie udało się uruchomić { -brand }: { $error }
video-chooser-title = Otwórz nagranie Sapera
video-chooser-filter = Nagrania Sapera (AVF, RMV, EVF, MVF)

## Strona: pasek u góry

tabs =
    .aria-label = Gra
tab-mines = { -mines }
tab-fifteen = { -fifteen }
tab-records = Rekordy
settings-button = Ustawienia
    .title = Ustawienia
notice-close =
    .title = Zamknij
could-not-start = Nie udało się rozpocząć: { $error }

## Pasek narzędzi Sapera

group-game =
    .aria-label = Gra
group-play =
    .aria-label = Rozgrywka
group-solver =
    .aria-label = Solver
difficulty-label = Poziom
difficulty =
    .title = Poziom: Początkujący 9×9 z 10 minami, Zaawansowany 16×16 z 40, Ekspert 30×16 z 99
level-beginner = Początkujący
level-intermediate = Zaawansowany
level-expert = Ekspert
level-custom = Niestandardowy
custom-button = Własny…
    .title = Własny rozmiar albo gra według seeda
custom-option = Własny { $width }×{ $height }
    .title = Własna plansza { $width }×{ $height } z { $mines } minami
mode-label = Tryb
first-click =
    .title = Jak plansza jest rozdana i grana: gdzie może paść pierwsze kliknięcie i czy ukryte miny przesuwają się potem (zapamiętane dla poziomu; każdy tryb ma własne rekordy)
undo-button = Cofnij
    .title = Cofnij ostatni ruch ({ $key } lub Ctrl+Z); gra staje się wspomagana
pause-button = Pauza
    .title = Pauza ({ $key }): zegar staje, a plansza jest zakryta; gra staje się wspomagana
resume-button = Wznów
hint-button = Podpowiedź
    .title = Podpowiedź ({ $key }): pewne pole i dlaczego, albo najlepszy strzał
odds-button = Szanse
    .title = Szanse ({ $key }): prawdopodobieństwo miny w każdym zakrytym polu tej gry
auto-button = Auto
    .title = Autogra ({ $key }): gra solver; kliknij planszę, by przejąć
speed-label = Tempo
auto-speed =
    .title = Tempo autogry
speed-step = krok
speed-slow = wolno
speed-normal = normalnie
speed-fast = szybko
speed-instant = od razu
step-button = Krok
    .title = Jeden ruch autogry ({ $key })

## Plansza Sapera

mines-left =
    .title = Pozostałe miny
face-button =
    .title = Nowa gra ({ $key })
face-text = Nowa gra
timer =
    .title = Czas (sekundy)
paused-cover = Pauza. Naciśnij { $key } albo Wznów, by grać dalej.
board-grid =
    .aria-label = Plansza Sapera
counters-list =
    .aria-label = Liczniki
assisted-badge = Wspomagana
    .title = Wspomagana{ $helps }: ta gra nie wchodzi do statystyk ani list najlepszych

## Pasek i plansza Piętnastki

size-label = Rozmiar
fifteen-size =
    .title = Rozmiar, szerokość × wysokość (Alt i + lub − zmienia szerokość, Ctrl+Alt i + lub − wysokość)
size-typed-label = Rozmiar wpisany
fifteen-size-other =
    .title = Dowolny rozmiar od 2×2 do 20×20 jako SxW (szerokość × wysokość), potem Enter
fifteen-mode =
    .title = Tryb treningu: pojedyncze ułożenia, sztafeta rozmiarów, maraton scrambli albo na ślepo
practice-single = pojedyncze
practice-relay = sztafeta
practice-marathon = maraton
practice-blind = na ślepo
relay-legs-label = Etapy sztafety
fifteen-relay =
    .title = Rozmiary sztafety po kolei, np. 3x3, 4x4, 5x5
marathon-length-label = Długość maratonu w scramblach
fifteen-marathon =
    .title = Scrambli w maratonie: 10, 25, 42, 50 lub 100
fifteen-new = Scramble
    .title = Nowy scramble albo nowy bieg ({ $key })
fifteen-retry = Powtórz
    .title = Zagraj ten scramble jeszcze raz ({ $key }; trening, osobno od rekordów)
fifteen-state-button = Pozycja…
    .title = Wpisz pozycję do gry
fifteen-done = Gotowe
    .title = Ogłoś ułożenie na ślepo za skończone ({ $key })
fifteen-pause = Pauza
    .title = Pauza ({ $key }): zegar staje, a kafelki są zakryte; ułożenie przestaje się liczyć
fifteen-hint = Podpowiedź
    .title = Najlepszy następny ruch ({ $key }); ułożenie przestaje się liczyć do rekordów
fifteen-solve = Rozwiąż
    .title = Odtwórz rozwiązanie stąd (ułożenie przestaje się liczyć); naciśnij znowu albo wykonaj ruch, by zatrzymać
fifteen-solve-stop = Stop
fifteen-solve-speed =
    .title = Tempo odtwarzanego rozwiązania
stat-time = Czas
stat-moves = Ruchy
stat-tps = TPS
fifteen-board =
    .aria-label = Układanka przesuwna
scramble-label = Scramble

## Rekordy

records-view =
    .aria-label = Rekordy
records-export-json = Eksportuj wszystko (JSON)
records-export-csv = Eksportuj ułożenia Piętnastki (CSV)
records-import = Importuj…
records-mines-title = { -mines }
records-mines-table =
    .title = Tabela
records-mines-evf = Wygrane jako EVF
    .title = Każda wygrana gra jako nagranie EVF (Metasweeper)
records-reset = Wyzeruj…
records-fifteen-title = { -fifteen }
records-fifteen-table =
    .title = Rozmiar
records-fifteen-control =
    .title = Sterowanie: najlepsze wyniki i średnie ułożeń wykonanych w ten sposób (jak dzielą je rankingi slidysima)
control-all = każde sterowanie
control-keyboard = klawiatura
control-click = kliknięcia
control-hover = najeżdżanie
control-mixed = mieszane

## Okna dialogowe

about-tagline = Saper i Piętnastka dla graczy, którzy gonią swoje czasy.
about-licence = Wolne oprogramowanie na licencji MIT. Copyright © 2026 twórcy { -brand }.
dialog-close = Zamknij
dialog-cancel = Anuluj
dialog-ok = OK
dialog-done = Gotowe
help-title = Pomoc
help-body =
    .aria-label = Zasady i klawisze
confirm-again = Nie pytaj więcej
state-title = Zagraj pozycję
state-help = Wiersze rozdzielone <code>/</code>, liczby spacjami, 0 to puste pole: <code>1 2 3/4 5 6/7 0 8</code>
state-play = Graj
custom-title = Własna gra
custom-width = Szerokość
custom-height = Wysokość
custom-mines = Miny
custom-seed = Seed
custom-seed-input =
    .placeholder = losowy
custom-start = Start
keys-title = Klawisze
keys-help = Naciśnij przycisk klawisza, a potem nowy klawisz (Delete czyści, Escape zostawia). Klawisze z Ctrl, Alt lub Cmd należą do aplikacji; Tab, Escape, F1 i ? zachowują swoje znaczenie.
keys-action = Akcja
keys-key = Klawisz
keys-other-key = Drugi
keys-reset = Przywróć domyślne

## Ustawienia

settings-title = Ustawienia
settings-language = Język
language-system = jak w systemie
settings-theme = Motyw
theme-system = jak w systemie
theme-light = jasny
theme-dark = ciemny
settings-keys = Klawisze
settings-change-keys = Zmień klawisze…
settings-cell-size = Rozmiar pola (Ctrl+= i Ctrl+- na planszy, Ctrl+0 dopasowuje)
settings-chord-on-left = Lewy klik na liczbie odkrywa wokół (akord)
settings-question-marks = Prawy klik stawia też znaki zapytania
settings-pointer-path = Zapisuj ścieżkę kursora do powtórek
settings-counters = Liczniki obok planszy (Widok > Liczniki)
settings-solver = Solver
solver-manual = ręcznie: bez pomocy
solver-semi = półautomat: podpowiedź i szanse na żądanie
solver-full = pełny automat: podpowiedź, szanse i autogra
settings-tile-size = Rozmiar kafelka
settings-key-mode = Strzałki i WASD przesuwają
key-mode-tile = kafelek (w lewo przesuwa kafelek w lewo)
key-mode-blank = puste pole (w lewo przesuwa lukę w lewo)
settings-mouse = Mysz
mouse-click = klik na kafelek w linii z luką
mouse-hover = najeżdżanie: luka podąża za kursorem
settings-colours = Kolory dla { $size }
scheme =
    .title = Każdy rozmiar ma własne; od 5x5 rozmiar zaczyna z obwódką (warstwami od 7x7)
scheme-plain = jednolity
scheme-rows = wierszami
scheme-columns = kolumnami
scheme-fringe = obwódka
scheme-layered = warstwami (wiersze, kolumny, potem obwódka)
scheme-file = z pliku
scheme-file-load = Wczytaj plik schematu…
scheme-file-button =
    .title = Plik schematu: jego rozmiar (5x5), potem dla każdego wiersza planszy wiersz kolorów od 0 do 9 (. bez koloru); zob. README
settings-animation = Animacja przesuwania
animation-none = brak
animation-ms = { $ms } ms
zoom-fit = dopasuj do okna
scheme-file-too-big = ma { $bytes } bajtów; plik schematu ma najwyżej { $limit }
scheme-file-loaded = Kolory dla { $size } pochodzą teraz z { $file }.
scheme-file-refused = Nie wczytano { $file }: { $error }. Obecne kolory zostają.

## Klawisze: co robi każdy klawisz gry (.short: jego nazwa w komunikacie)

key-mines-open = Odkryj pole (na liczbie: akord)
    .short = Odkryj pole
key-mines-flag = Postaw lub zdejmij flagę
    .short = Postaw lub zdejmij flagę
key-mines-chord = Akord
    .short = Akord
key-mines-up = Kursor w górę
    .short = Kursor w górę
key-mines-down = Kursor w dół
    .short = Kursor w dół
key-mines-left = Kursor w lewo
    .short = Kursor w lewo
key-mines-right = Kursor w prawo
    .short = Kursor w prawo
key-mines-newGame = Nowa gra
    .short = Nowa gra
key-mines-sameBoard = Ta sama plansza
    .short = Ta sama plansza
key-mines-beginner = Początkujący
    .short = Początkujący
key-mines-intermediate = Zaawansowany
    .short = Zaawansowany
key-mines-expert = Ekspert
    .short = Ekspert
key-mines-undo = Cofnij (też Ctrl+Z)
    .short = Cofnij
key-mines-pause = Pauza lub wznów
    .short = Pauza lub wznów
key-mines-hint = Podpowiedź
    .short = Podpowiedź
key-mines-odds = Szanse
    .short = Szanse
key-mines-auto = Autogra wł./wył.
    .short = Autogra wł./wył.
key-mines-step = Jeden ruch autogry
    .short = Jeden ruch autogry
key-fifteen-up = W górę
    .short = W górę
key-fifteen-down = W dół
    .short = W dół
key-fifteen-left = W lewo
    .short = W lewo
key-fifteen-right = W prawo
    .short = W prawo
key-fifteen-scramble = Nowy scramble
    .short = Nowy scramble
key-fifteen-retry = Powtórz scramble
    .short = Powtórz scramble
key-fifteen-hint = Podpowiedź
    .short = Podpowiedź
key-fifteen-pause = Pauza lub wznów
    .short = Pauza lub wznów
key-fifteen-done = Gotowe (na ślepo)
    .short = Gotowe
key-name-space = Spacja
key-name-up = Góra
key-name-down = Dół
key-name-left = Lewo
key-name-right = Prawo
key-name-enter = Enter
keys-none = brak klawisza
keys-either = { $first } lub { $second }
key-reserved = { $key } ma własne znaczenie; wybierz inny klawisz
key-taken = { $key } jest już klawiszem dla „{ $action }”; najpierw zmień tamten
keys-slot-empty = brak
keys-slot-first = { $action }, klawisz: { $key }. Naciśnij, by zmienić
keys-slot-other = { $action }, drugi klawisz: { $key }. Naciśnij, by zmienić
keys-awaiting = nowy klawisz…
keys-awaiting-label = { $action }: naciśnij nowy klawisz, Delete czyści, Escape zostawia
keys-modifier-refused = Klawisze z Ctrl, Alt lub Cmd należą do aplikacji; wybierz klawisz bez nich
keys-all-reset = Wszystkie klawisze są znów domyślne.

## Pomoc

help-title-game = Pomoc: { $game }
help-how-to-play = Jak grać: { $game }
help-game-keys = { $game }: klawisze
help-game-mouse = { $game }: mysz
help-key = Klawisz
help-mouse = Mysz
help-does = Działanie
help-everywhere = Wszędzie
help-keys-and-mouse = Klawisze i mysz
help-change-keys = Klawisze gry zmienisz w Ustawienia > Zmień klawisze.
help-mines-rules-1 = Odkryj każde pole, pod którym nie ma miny. Liczba mówi, ile z ośmiu pól wokół kryje minę.
help-mines-rules-2 = Oznacz flagą pola, o których wiesz, że są minami. Kliknięcie liczby, której wszystkie miny są oznaczone, odkrywa resztę wokół (akord).
help-mines-rules-3 = Pierwsze kliknięcie nigdy nie trafia w minę. Zegar rusza od niego i staje na ostatnim odkrytym bezpiecznym polu albo na minie.
help-mines-rules-4 = Tryby (jak w Metasweeperze): ścisły, kliknięcie pola, którego bezpieczeństwa nie dowiedziono, trafia w minę; słaby, tak samo, dopóki było dowiedzione bezpieczne pole, a wymuszony strzał staje się bezpieczny; łaska, bezpieczny staje się tylko wymuszony strzał; zgadywalny i fart, kliknięcie miny staje się bezpieczne, gdy pokazane liczby na to pozwalają.
help-mines-rules-5 = Najlepsze czasy liczą się według poziomu i trybu; gra z jakąkolwiek pomocą (podpowiedź, szanse, cofnięcie, pauza) jest osobno.
help-fifteen-rules-1 = Ułóż kafelki po kolei, od 1 do ostatniego, z pustym polem w prawym dolnym rogu.
help-fifteen-rules-2 = Kafelek obok luki wsuwa się w nią; kliknięcie kafelka w wierszu lub kolumnie luki przesuwa całą linię.
help-fifteen-rules-3 = Klawisze kierunków wsuwają kafelek w lukę (albo przesuwają lukę, jak wybrano w ustawieniach).
help-fifteen-rules-4 = Zegar rusza przy pierwszym ruchu i staje, gdy ostatni kafelek jest na miejscu. Sztafeta, maraton i trening na ślepo są w menu trybu.
help-mines-mouse-1 = Lewy klik
    .does = Odkryj pole
help-mines-mouse-2 = Prawy klik
    .does = Postaw lub zdejmij flagę (także znak zapytania, gdy włączony)
help-mines-mouse-3 = Oba przyciski albo środkowy klik na liczbie
    .does = Akord: odkryj pola wokół
help-mines-mouse-4 = Lewy klik na liczbie
    .does = Akord (gdy akord lewym jest włączony w ustawieniach)
help-fifteen-mouse-1 = Kliknij kafelek
    .does = Przesuń go wraz z kafelkami między nim a luką
help-fifteen-mouse-2 = Wskaż kafelek (tryb najeżdżania w ustawieniach)
    .does = Przesuń go bez kliknięcia
help-page-key-1 = F1 lub ?
    .does = Ta pomoc
help-page-key-2 = Ctrl+Z
    .does = Cofnij (Saper)
help-page-key-3 = Ctrl+= lub Ctrl+- (albo Ctrl i kółko)
    .does = Większe lub mniejsze pola i kafelki
help-page-key-4 = Ctrl+0
    .does = Plansza znów dopasowana do okna
help-page-key-5 = Alt i + lub −, Ctrl+Alt i + lub −
    .does = Piętnastka: kolumna, wiersz więcej lub mniej
help-page-key-6 = Ctrl+C, Ctrl+V
    .does = Piętnastka: kopiuj pozycję jako tekst; zagraj pozycję ze schowka

## Rekordy

records-reading = Czytanie rekordów…
records-path = Rekordy są w { $path }
records-path-read-only = Rekordy są w { $path } (tylko do odczytu)
records-not-saved = Rekordy nie są zapisywane
records-no-games = Jeszcze żadnych gier. Skończ grę, by ją tu zobaczyć.
records-no-wins = Jeszcze żadnych wygranych.
records-no-best-wins = Jeszcze żadnych wygranych do listy najlepszych: gra z wybranym seedem lub wpisaną planszą jest osobno.
records-last-wins = { $count ->
    [1] Ostatnia wygrana
    [one] Ostatnia { $count } wygrana
    [few] Ostatnie { $count } wygrane
   *[many] Ostatnie { $count } wygranych
  }
records-no-solves = Jeszcze żadnych ułożeń. Ułóż scramble, by go tu zobaczyć.
records-nothing-to-chart = Jeszcze brak liczonych ułożeń do wykresu.
records-last-attempts = Ostatnie próby
streak-won = wygrane: { $count }
streak-lost = przegrane: { $count }
stat-played = Rozegrane
stat-won = Wygrane
stat-win-rate = Odsetek wygranych
stat-streak = Seria
stat-longest-winning = Najdłuższa seria wygranych
stat-longest-losing = Najdłuższa seria przegranych
stat-best-3bvs = Najlepsze 3BV/s
stat-best-time = Najlepszy czas
stat-fewest-moves = Najmniej ruchów
stat-best-tps = Najlepsze TPS
stat-solves = Ułożenia
stat-today = Dziś
stat-dnf = DNF
stat-efficiency = Wydajność
col-when = Kiedy
col-time = Czas
col-moves = Ruchy
col-legs = Etapy
col-optimal = Optimum
col-eff = Wyd.
reset-title = Wyzerować { $name }?
reset-ask-games = Usunąć wszystkie gry { $name }? Rekordy są najpierw kopiowane na bok, a Cofnij je przywraca.
reset-ask-solves = Usunąć wszystkie ułożenia { $name }? Rekordy są najpierw kopiowane na bok, a Cofnij je przywraca.
reset-yes = Wyzeruj
reset-doing = Zerowanie { $name }…
reset-done = Wyzerowano { $name }. Rekordy skopiowano najpierw na bok; Cofnij je przywraca.
export-doing = Eksportowanie…
saved-path = Zapisano { $path }
import-doing = Import: każda gra jest odtwarzana i sprawdzana…
evf-doing = Zapisywanie nagrań…
evf-saved = Zapisano nagrania ({ $count }) w { $path }
evf-saved-skipped = Zapisano nagrania ({ $count }) w { $path } (pominięto { $skipped } bez powtórki)
undo-doing = Cofanie…
undo-done = Cofnięto.
no-replay = Brak powtórki: zapisano przed powtórkami
replay = Powtórka
save-evf = Zapisz jako nagranie EVF (Metasweeper)
sentence-gap = { " " }
list-gap = ,{ " " }
import-added = Zaimportowano nowe gry: { $count }.
import-already = Już były (ta sama tabela i chwila): { $count }.
import-refused = Odrzucono: { $count } (ich powtórka nie dała ich wpisu): { $reasons }.
import-refused-more = Odrzucono: { $count } (ich powtórka nie dała ich wpisu): { $reasons }; i jeszcze { $more }.
import-backup = Rekordy skopiowano najpierw do { $path }; Cofnij wycofuje import.
import-save-error = Ale: { $error }
aside-help = { $help } { $count }
helps-list = { " " }({ $list })
aside-assisted-mines = Poza tymi liczbami: { $count ->
    [one] { $count } gra wspomagana
    [few] { $count } gry wspomagane
   *[many] { $count } gier wspomaganych
  }{ $helps }.
aside-assisted-fifteen = Poza tymi liczbami: { $count ->
    [one] { $count } próba wspomagana
    [few] { $count } próby wspomagane
   *[many] { $count } prób wspomaganych
  }{ $helps }.
aside-known-mines = Poza najlepszymi: { $count } na znanej planszy.
aside-known-fifteen = Poza najlepszymi i średnimi: { $count } na znanym scramblu (wybrany seed, powtórka, wpisany).
help-kind-hint = podpowiedź
help-kind-odds = szanse
help-kind-auto = autogra
help-kind-undo = cofnięcie
help-kind-pause = pauza
help-kind-solve = rozwiązanie
control-unknown = nieznane
sessions-title = Sesje Piętnastki
sessions-pick =
    .title = Bieżąca sesja albo wcześniejsza do przejrzenia
sessions-new = Nowa sesja
    .title = Zakończ tę sesję i zacznij nową (jej ułożenia zostają w rekordach)
sessions-began = Zaczęła się nowa sesja.
session-this = Ta sesja (od { $since })
session-earlier = { $since }: { $count ->
    [one] { $count } próba
    [few] { $count } próby
   *[many] { $count } prób
  }
histogram-time = Czas (s)
stat-not-counted = Nieliczone
col-mean = Średnia
col-best = Najlepszy
col-worst = Najgorszy
col-control = Sterowanie
col-time-now = Czas teraz
col-moves-now = Ruchy teraz
col-tps-now = TPS teraz
col-average-best = najlepsza
best-by = Najlepsze wg
best-style = Styl
best-list = Lista najlepszych
style-any = NF lub FL
style-nf = NF
style-fl = FL
metric-3bv = 3BV
metric-3bvs = 3BV/s
metric-stnb = STNB
metric-ioe = IOE
metric-rqp = RQP
metric-path = Ścieżka
metric-corr = Popr.
no-figures = Brak wskaźników: gra bez powtórki albo z cofnięciem lub pauzą
chart-none = { $label }: jeszcze brak.
chart-results = { $count ->
    [one] { $count } wynik
    [few] { $count } wyniki
   *[many] { $count } wyników
  }
chart-range = od { $lo } do { $hi }
chart-latest = ostatni { $value }
chart-average = średnio { $value }
chart-summary = { $label }: { $range }; { $latest }.
chart-summary-dnfs = { $label }: { $range }; { $latest }; DNF: { $dnfs }.
chart-solve-times = Ostatnie czasy ułożeń z ao12
chart-win-times = Ostatnie czasy wygranych ze średnią kroczącą
chart-win-rates = 3BV/s ostatnich wygranych ze średnią kroczącą
legend-time = czas (s)
legend-ao12 = ao12
legend-mean-10 = średnia z 10
histogram-summary = { $label }: { $count ->
    [one] { $count } ułożenie
    [few] { $count } ułożenia
   *[many] { $count } ułożeń
  } od { $from } do { $to }; najwięcej ({ $most }) od { $lo } do { $hi }.

## Saper: plansza czytana na głos, słowa solvera, okno Własny

cell-covered = zakryte
cell-flagged = flaga
cell-question = znak zapytania
cell-empty = puste
cell-mine = mina
cell-exploded = wybuchła mina
cell-wrong-flag = błędna flaga
cell-number = { $count ->
    [one] { $count } mina
    [few] { $count } miny
   *[many] { $count } min
  }
mines-left-count = { $count ->
    [one] została { $count } mina
    [few] zostały { $count } miny
   *[many] zostało { $count } min
  }
flags-too-many = { $count ->
    [one] { $count } flaga za dużo
    [few] { $count } flagi za dużo
   *[many] { $count } flag za dużo
  }
told-flagged = Oznaczono flagą
told-questioned = Oznaczono znakiem zapytania
told-unflagged = Zdjęto flagę
told-won = Wygrana w { $time }: każde bezpieczne pole jest odkryte.
told-lost = Przegrana: mina wybuchła po { $time }.
told-opened-one = Odkryto: { $cell }
told-opened = Odkryto pól: { $count }
told-covered = Zakryto znów pól: { $count }
told-marks = Zmieniono oznaczeń: { $count }
told-gap = .{ " " }
told-sentences = { $said }.
told-nothing = Nic się nie zmieniło.
off-hint = Podpowiedź jest wyłączona: włącz ją w Ustawienia > Solver (półautomat lub pełny automat).
off-odds = Szanse są wyłączone: włącz je w Ustawienia > Solver (półautomat lub pełny automat).
off-auto = Autogra jest wyłączona: włącz ją w Ustawienia > Solver (pełny automat).
cell-at = wiersz { $row }, kolumna { $col }
proof-single = { " " }(dowodzi tego jedna liczba)
proof-pair = { " " }(dowodzą tego dwie liczby razem)
proof-mine-count = { " " }(dowodzą tego liczby i licznik min)
proof-numbers = { " " }(dowodzi tego { $count } liczb wokół)
hint-first = Każde pierwsze kliknięcie jest bezpieczne; spróbuj { $cell }.
hint-safe = Bezpieczne: { $cell }{ $proof }.
hint-mine = Mina: { $cell }{ $proof }.
hint-guess = Nic nie jest pewne. Najlepszy strzał: { $cell }, ryzyko { $risk }.
hint-guess-estimated = Nic nie jest pewne. Najlepszy strzał: { $cell }, ryzyko { $risk } (szacunek).
chance-proved-mine = pole, które liczby dowiodły miną
chance-not-proved = pole, którego bezpieczeństwa liczby nie dowiodły
chance-of-mine = szansa miny { $chance }
review-forced = Przegrywające kliknięcie było wymuszonym strzałem, { $chance }: żadne pole nie było pewnie bezpieczne.
review-could-wait = Przegrywające kliknięcie, { $chance }, mogło poczekać: { $cell } było pewnie bezpieczne (zaznaczone).
review-no-guesses = Bez strzałów.
review-guesses = Strzały: { $count }, w tym zbędne: { $needless }.
review-refused = Analiza kończy się na akcji { $action }, którą gra odrzuciła: { $why }.
custom-not-whole = { $field }: wpisz liczbę całkowitą.
custom-range = { $field }: od { $min } do { $max }.
custom-range-mines = { $field }: od { $min } do { $max } na planszy tego rozmiaru.
counter-clicks = Kliknięcia
counter-flags = Flagi
metric-ce = CE

## Werdykty powtórki

verdict-safe-chance = { $chance } bezpieczne
verdict-safe-chance-about = ok. { $chance } bezpieczne
proof-by-count = dowodzi tego licznik min
proof-number-at = { $number } na { $cell }
list-and = { $list } i { $last }
proof-by-numbers = { $list } { $count ->
    [one] dowodzi
   *[other] dowodzą
  } tego{ $found ->
    [yes] , licząc znalezione już miny
   *[no] {""}
  }{ $withCount ->
    [yes] { " " }razem z licznikiem min
   *[no] {""}
  }
proof-by-many = { $count } liczb wokół dowodzi tego { $withCount ->
    [yes] razem z licznikiem min
   *[no] w każdym ułożeniu
  }{ $found ->
    [yes] , licząc znalezione już miny
   *[no] {""}
  }
verdict-first = { $cell }: pierwsze kliknięcie, nie ma czego oceniać.
verdict-certain = { $cell }: pewne: { $proof }.
verdict-forced = { $cell }: wymuszony strzał, { $chance }: żadne pole nie było pewne.
verdict-needless = { $cell }: zbędny strzał, { $chance }, gdy { $safe } było pewne.
luck-odds = 1 na { $odds }
summary-certain = { $count ->
    [one] { $count } pewne kliknięcie
    [few] { $count } pewne kliknięcia
   *[many] { $count } pewnych kliknięć
  }
summary-forced = { $count ->
    [one] { $count } wymuszony strzał
    [few] { $count } wymuszone strzały
   *[many] { $count } wymuszonych strzałów
  }
summary-needless = { $count ->
    [one] { $count } zbędny strzał
    [few] { $count } zbędne strzały
   *[many] { $count } zbędnych strzałów
  }
summary-luck = szczęście { $luck }
summary-solver = Solver: { $parts }.
summary-stopped = { $line } Oceniono do akcji { $action }: następna została odrzucona ({ $why }).

## Saper: tryby, panel, wynik, plansza do analizy

mode-opening = otwarcie
    .name = pierwsze kliknięcie otwiera
    .badge = {""}
    .title = Pierwsze kliknięcie otwiera obszar
mode-safe = bezpieczny
    .name = bezpieczne pierwsze kliknięcie
    .badge = Bezpieczne pierwsze kliknięcie
    .title = Wolne jest tylko kliknięte pole, jak w Windows XP
mode-noGuess = bez zgadywania
    .name = bez zgadywania
    .badge = Bez zgadywania
    .title = Plansza, którą rozwiązują same pewne wnioski
mode-strict = ścisły
    .name = ściśle bez zgadywania
    .badge = Ściśle bez zgadywania
    .title = Plansza bez zgadywania, gdzie kliknięcie pola bez dowiedzionego bezpieczeństwa trafia w minę
mode-weak = słaby
    .name = słabo bez zgadywania
    .badge = Słabo bez zgadywania
    .title = Kliknięcie pola bez dowiedzionego bezpieczeństwa trafia w minę, dopóki było dowiedzione bezpieczne pole; wymuszony strzał staje się bezpieczny
mode-blessing = łaska
    .name = łaska
    .badge = Łaska
    .title = Losowa plansza, gdzie bezpieczny staje się tylko wymuszony strzał
mode-guessable = zgadywalny
    .name = zgadywalny
    .badge = Zgadywalny
    .title = Plansza bez zgadywania, gdzie kliknięcie miny staje się bezpieczne, gdy to możliwe
mode-lucky = fart
    .name = fart
    .badge = Fart
    .title = Losowa plansza, gdzie kliknięcie miny staje się bezpieczne, gdy to możliwe
mode-upk =
    .name = plansza znana przed grą (UPK)
table-custom = Własny { $size }, min: { $mines }
table-with-mode = { $board }, { $mode }
run-relay = Sztafeta { $sizes }
run-marathon = Maraton z { $count }, { $size }
run-blind-name = Na ślepo { $size }
mode-none-found = { $mode }: przy tej gęstości nie znaleziono, więc ta plansza może wymagać strzału
seconds = { $s } s
seed-known-board = Ta sama plansza jeszcze raz (UPK: poza listami najlepszych)
seed-chosen = Seed { $seed } (wybrany: poza listami najlepszych)
seed-line = Seed { $seed }
seed-later = Seed pokazany po grze
clicks-line = Kliknięcia { $total } (lewe { $left }, prawe { $right }, akordy { $chord })
result-cleared = Rozwiązano w { $time }
result-exploded = Wybuch po { $time }
result-bbbv-of = { $solved } z { $total }
result-mode-upk = { $mode }, UPK
result-study = Analizuj
    .title = Analizuj tę planszę: szanse i pewne pola solvera (Gra > Analizuj pozycję…)
result-copy = Kopiuj
    .title = Kopiuj planszę jako tekst i obraz
result-hide = Ukryj wynik
    .title = Ukryj wynik (plansza zostaje, jak się skończyła)
not-saved = Nie zapisano: { $error }
replay-this-game = Powtórka tej gry
figures-line = CE { $ce } · IOE { $ioe } · RQP { $rqp } · STNB { $stnb } · poprawność { $corr } · przepustowość { $thrp } · ścieżka { $path }
thinking = Myślę…
auto-guessed = Autogra strzeliła w { $cell } (ryzyko { $risk }).
auto-stop = Stop
leave-game-title = Opuścić tę grę?
leave-game-text = Trwająca gra liczy się jako przegrana, jeśli ją teraz opuścisz.
leave-game-yes = Zakończ (przegrana)
leave-game-no = Graj dalej
guide-mines = Kliknij dowolne pole, by zacząć; prawy klik (albo { $flag }) stawia flagę. F1 pokazuje wszystkie klawisze.
guide-fifteen = Ułóż kafelki po kolei, lukę na końcu: klikaj kafelek w linii z luką albo używaj strzałek. F1 pokazuje wszystkie klawisze.
assist-name-hint = Podpowiedź
assist-name-odds = Szanse
assist-name-auto = Autogra
assist-name-undo = Cofnij
assist-name-pause = Pauza
assist-name-solve = Rozwiąż
ask-assist-title = Użyć: { $help }?
ask-assist-text = { $help } sprawia, że { $what ->
    [run] ten bieg
    [solve] to ułożenie
   *[game] ta gra
  } jest wspomagane: zostaje zapisane i można je odtworzyć, ale nie wchodzi do statystyk, serii ani list najlepszych. { -brand } mówi to tylko raz.
ask-assist-yes = Użyj: { $help }
study-title = Analizuj pozycję
study-help = Jeden wiersz w linii: 1-8 liczba, . lub 0 puste pole, # lub ? zakryte, F lub * flaga.
study-position =
    .aria-label = Pozycja
study-go = Analizuj
study-said = { $hint } Pewne: bezpiecznych { $safe }, min { $mines }.
copied-text-image = Skopiowano planszę jako tekst i obraz.
copied-text = Skopiowano planszę jako tekst.
clipboard-refused = Schowek nie przyjął planszy: { $error }

## Piętnastka: wyniki, biegi, słowa solvera, rozmiary, pliki schematów

solved-in = Ułożono w { $time } s
solve-figures = { $moves ->
    [one] { $moves } ruch
    [few] { $moves } ruchy
   *[many] { $moves } ruchów
  } ({ $multi } wielokafelkowych), { $tps } TPS, MD { $md }, MMD { $mmd }
practice-retry = treningowa powtórka
space-next-run = Spacja: następny bieg
space-next-scramble = Spacja: następny scramble
legs-line = Etapy { $legs }
direction-up = w górę
direction-down = w dół
direction-left = w lewo
direction-right = w prawo
told-tiles-moved = { $tiles } { $dir }
told-moved = ruch { $dir }
run-seed = Seed biegu { $seed }
run-seed-later = Seed biegu pokazany po biegu
origin-retry = Trening: powtórka ostatniego scramble'a, osobno od rekordów
origin-typed = Wpisana pozycja
origin-chosen = Seed { $seed } (wybrany: trening, poza najlepszymi i średnimi)
solve-seed-later = Seed pokazany po ułożeniu
scramble-hidden = ukryty, dopóki ułożenie nie zostanie ocenione
assisted-solve = Wspomagane{ $helps }: to ułożenie nie wchodzi do statystyk ani średnich
paused-solve = Pauza: naciśnij { $key } albo Wznów
relay-legs-range = sztafeta ma od 2 do { $max } etapów (podano { $count })
col-leg = Etap
run-leg = etap { $leg } z { $legs }
run-blind = zapamiętaj, potem układaj bez patrzenia; Enter, gdy gotowe
run-splits = międzyczasy { $splits }
run-retry = treningowa powtórka, osobno od rekordów
run-failed = Nieułożone: kafelki nie były po kolei, gdy powiedziałeś Gotowe w { $time } s (DNF)
run-done = { $name } w { $time } s
hint-move-optimal = { $tile } { $dir } · { $count ->
    [one] został { $count } ruch
    [few] zostały { $count } ruchy
   *[many] zostało { $count } ruchów
  }, w najlepszym razie
hint-move-quick = { $tile } { $dir } · { $count ->
    [one] został { $count } ruch
    [few] zostały { $count } ruchy
   *[many] zostało { $count } ruchów
  }, szybką metodą
optimal-line = Optimum: { $optimal ->
    [one] { $optimal } ruch
    [few] { $optimal } ruchy
   *[many] { $optimal } ruchów
  } (twoje: { $yours }, wydajność { $efficiency })
path-all-optimal = Każdy ruch był na optymalnej ścieżce
path-left-optimal = Ruch { $move } zszedł z każdej optymalnej ścieżki: przed nim { $before ->
    [one] zostawał { $before } ruch
    [few] zostawały { $before } ruchy
   *[many] zostawało { $before } ruchów
  }, po nim { $after }
optimal-solution = Optymalne rozwiązanie jako ruchy kafelków (U w górę, D w dół, L w lewo, R w prawo): { $moves }
session-line = Sesja: { $count ->
    [one] { $count } ułożenie
    [few] { $count } ułożenia
   *[many] { $count } ułożeń
  }
session-line-dnfs = Sesja: { $count ->
    [one] { $count } ułożenie
    [few] { $count } ułożenia
   *[many] { $count } ułożeń
  }, DNF: { $dnfs }
session-mean = średnia { $mean }
session-new-line = Sesja: nowa, jeszcze bez ułożeń
copy-hidden = Nic nie skopiowano: liczby ułożenia na ślepo pozostają ukryte
copied-state = Skopiowano: { $state }
clipboard-refused-position = Schowek nie przyjął pozycji: { $error }
thinking-tables = Myślę… (pierwsza odpowiedź dla 4×4 buduje też tablice solvera: kilka sekund, raz)
leave-solve-title = Opuścić to ułożenie?
leave-solve-text = Trwające ułożenie liczy się jako DNF (nieukończone), jeśli je teraz opuścisz.
leave-run-title = Opuścić ten bieg?
leave-run-text = Trwający bieg liczy się jako DNF (nieukończony), jeśli go teraz opuścisz.
leave-dnf-yes = Zakończ (DNF)
size-other = Inny…
size-not-a-size = „{ $text }” to nie rozmiar w rodzaju 4x4
size-sides = „{ $text }”: boki od { $min } do { $max }
scheme-no-size = plik nie podaje rozmiaru: pierwsza linia powinna nim być, np. 5x5
scheme-at-line = linia { $line }: { $error }
scheme-file-rows = schemat { $size } ma wierszy kolorów: { $rows }; ten plik ma { $count }
scheme-file-entries = wiersz schematu { $size } ma pozycji: { $entries }; ten ma { $count }
scheme-not-colour = „{ $entry }” to nie kolor (od 0 do 9 albo . bez koloru)
tile-hidden = kafelek
tile-blank = luka

## Powtórki i nagrania

replay-board =
    .aria-label = Odtwarzana plansza
replay-puzzle =
    .aria-label = Odtwarzana układanka
replay-back = ◀ Krok
    .title = Poprzednia akcja
replay-play = Odtwórz
replay-pause = Pauza
replay-step = Krok ▶
    .title = Następna akcja
replay-prev-guess = ◀ Strzał
    .title = Poprzedni strzał
replay-next-guess = Strzał ▶
    .title = Następny strzał
replay-scrub =
    .aria-label = Miejsce w grze
replay-speed =
    .aria-label = Tempo
replay-counters-mines = { $time } · 3BV { $solved }/{ $total } · { $rate } 3BV/s · kliknięcia: { $clicks } · zostało min: { $left }
replay-counters-fifteen = { $time } · { $moves ->
    [one] { $moves } ruch
    [few] { $moves } ruchy
   *[many] { $moves } ruchów
  } · { $rate } TPS
replay-figures = kliknięcia { $clicks } (lewe { $left }, prawe { $right }, podwójne { $double }) · { $figures }
replay-no-click = Jeszcze bez kliknięcia.
replay-click-at = Kliknięcie: { $verdict }
replay-before-first = Przed pierwszym kliknięciem.
replay-mode = tryb: { $mode }
video-refused = Nie udało się otworzyć { $name }: { $why }.
video-won = Wygrana w { $time } s, 3BV { $bbbv }, 3BV/s { $rate }
video-lost = Przegrana w { $time } s, 3BV { $bbbv }, 3BV/s { $rate }
video-player = gracz: { $player }
video-program = nagrane w { $program }
best-list-empty-solves = Jeszcze brak liczonych ułożeń na tej liście.
best-list-empty-wins = Jeszcze brak wygranych na tej liście.
session-empty = Jeszcze brak ułożeń w tej sesji. Ułóż scramble, by go tu zobaczyć.

## Wieści po grze

news-first-win = Pierwsza wygrana na { $name }: { $time } s
news-new-best = Nowy rekord na { $name }: { $time } s, drugi najlepszy { $was } s
news-placed = { $time } s to twój { $rank }. najlepszy wynik na { $name }
news-best-figure-any = Nowy rekord: { $name } { $metric } { $value }, było { $was }
news-best-figure-nf = Nowy rekord: { $name } NF { $metric } { $value }, było { $was }
news-best-figure-fl = Nowy rekord: { $name } FL { $metric } { $value }, było { $was }
news-metric-time = czas
news-metric-3bvs = 3BV/s
news-metric-stnb = STNB
news-metric-ioe = IOE
news-metric-rqp = RQP
news-metric-path = ścieżka
news-moves = ruchów: { $count }
news-tps = { $tps } TPS
news-first-single-time = Pierwszy single na { $name }: { $value }
news-first-single-moves = Pierwszy single wg ruchów na { $name }: { $value }
news-first-single-tps = Pierwszy single wg TPS na { $name }: { $value }
news-new-single-time = Nowy najlepszy single na { $name }: { $value } (było { $was })
news-new-single-moves = Nowy najlepszy single wg ruchów na { $name }: { $value } (było { $was })
news-new-single-tps = Nowy najlepszy single wg TPS na { $name }: { $value } (było { $was })
news-first-average = Pierwsze ao{ $n } na { $name }: { $value }
news-new-average = Nowe najlepsze ao{ $n } na { $name }: { $value } (było { $was })
why-assisted = wspomagana
why-assisted-helps = wspomagana: { $helps }
why-chosenSeed = wybrany seed
why-retry = powtórka
why-typedPosition = wpisana pozycja
why-typedBoard = wpisana plansza
why-unproven = niedowiedzione: brak powtórki
why-gap = ;{ " " }
undo-import = Cofnij import (gier: { $count })
undo-reset = Cofnij zerowanie { $name }
density-warning = { $density }% min: { -brand } za każdym razem znajduje planszę bez zgadywania do { $reliable }%; przy tej gęstości może nie znaleźć, a plansza może wymagać strzału.

## Plik .desktop (menu Linuksa): rodzaj aplikacji i linijka o niej

desktop-generic-name = Gry logiczne
desktop-comment = Saper i Piętnastka dla graczy, którzy gonią swoje czasy
dnf = DNF
average-ao = ao{ $n }
session-average = ao{ $n } { $value }
evf-button = EVF
col-md = MD
col-mmd = MMD
about-title = { -brand }
error-no-backend = Backend { -brand } jest nieosiągalny z tej strony.

## Czego silnik odmawia i dlaczego (błędy backendu)

error-as-written = { $text }
error-width = szerokość musi być od { $min } do { $max } (podano { $got })
error-height = wysokość musi być od { $min } do { $max } (podano { $got })
error-mines = min musi być od 1 do { $max } na planszy { $width }x{ $height } (podano { $got })
error-not-a-size = { $text } to nie rozmiar; oczekiwano N lub SxW (np. 4 lub 3x5)
error-tile-count = oczekiwano { $expected } liczb dla planszy { $width }x{ $height }, podano { $got }
error-not-a-permutation = liczby muszą być od 0 do { $max }, każda raz (0 to luka); { $problem }
error-not-a-tile = { $text } to nie numer kafelka
error-ragged-state = wiersz { $row } ma { $found } liczb, a wiersz 1 ma { $expected }
error-not-square = { $count } liczb nie tworzy kwadratowej planszy
error-relay-legs = sztafeta ma od 2 do { $max } etapów (podano { $got })
error-marathon-count = maraton ma od 2 do { $max } scrambli (podano { $got })
error-no-help-before-first = przed pierwszym kliknięciem pomoc nie jest odnotowywana
error-nothing-to-undo = nie ma czego cofnąć
error-undo-replay = nie udało się odtworzyć gry sprzed jej ostatniej akcji
error-undo-first-click = pierwszego kliknięcia, które rozdało planszę, nie można cofnąć
error-pause-not-playing = zapauzować można tylko trwającą grę
error-game-not-paused = gra nie jest zapauzowana
error-hold-run = zegar jest wstrzymany tylko podczas odpowiedzi na pomoc, o którą poproszono w biegu
error-run-never-paused = bieg treningowy nigdy nie jest pauzowany
error-hold-solve = zegar jest wstrzymany tylko podczas odpowiedzi na pomoc, o którą poproszono w ułożeniu
error-no-help-blind = brak pomocy podczas układania na ślepo
error-pause-not-running = zapauzować można tylko trwające ułożenie
error-solve-not-paused = ułożenie nie jest zapauzowane
error-cell-off-board = pole ({ $row }, { $col }) jest poza planszą { $width }x{ $height }
error-game-over = gra skończona; zacznij nową
error-game-history-full = ta gra doszła do { $count } akcji, najwięcej, ile gra przechowuje; zacznij nową
error-game-controls-full = ta gra użyła { $count } pauz i cofnięć, najwięcej, ile gra przechowuje; graj dalej albo zacznij nową
error-game-paused = gra jest zapauzowana; najpierw ją wznów
error-no-tile-moves = żaden kafelek nie może się ruszyć { $dir }
error-tile-off-board = pole { $index } nie leży na planszy { $width }x{ $height }
error-not-in-line = pole { $index } nie jest w wierszu ani kolumnie luki
error-solved = układanka jest ułożona; nowy scramble
error-blind-over = to ułożenie na ślepo się skończyło; nowy scramble
error-not-blind = tylko ułożenie na ślepo ogłasza się za skończone; to kończy się, gdy kafelki są na miejscach
error-blind-not-started = najpierw wykonaj ruch: ułożenie na ślepo zaczyna się od pierwszego ruchu
error-attempt-history-full = ta próba doszła do { $count } ruchów, najwięcej, ile próba przechowuje; nowy scramble
error-attempt-controls-full = ta próba użyła { $count } pauz, najwięcej, ile próba przechowuje; graj dalej albo weź nowy scramble
error-solve-paused = ułożenie jest zapauzowane; najpierw je wznów
error-move-other-game = ruch dla gry { $got }, ale na planszy jest gra { $expected }
error-move-repeated = ruch { $seq } tej gry już dotarł
error-move-too-far = ruch { $seq } jest o więcej niż { $max } przed ruchem { $next }, oczekiwanym jako następny
error-unsolvable = z tego ułożenia nie da się dojść do celu (parzystość kafelków jest zła)
error-optimal-too-large = optymalne rozwiązania są dla plansz do 16 pól (3x3, 3x4, 3x5, 2x8, 4x4 …); ta ma { $width }x{ $height }
error-no-tables = 4x4 potrzebuje baz wzorców, które nie są jeszcze zbudowane
error-gave-up = wyszukiwanie poddało się po { $nodes } węzłach
error-position-size = oczekiwano { $expected } pól, podano { $got }
error-position-number = pole { $index } pokazuje { $number }, a ma tylko { $neighbours } sąsiadów
error-position-mines = { $mines } min nie zmieści się w { $covered } zakrytych polach
error-position-over = gra jest skończona: nie ma już czego wnioskować
error-inconsistent = żadne ułożenie min nie pasuje do tych liczb i tej liczby min
error-study-cell = linia { $line }, kolumna { $column }: { $found } to nie pole (1-8 liczba, . lub 0 puste, # lub ? zakryte, F lub * flaga)
error-study-ragged = linia { $line }: { $found } pól, a pierwszy wiersz ma { $expected }
error-study-number = linia { $line }, kolumna { $column }: { $number } jest niemożliwe: pole ma tylko { $neighbours } sąsiadów
error-study-empty = pozycja jest pusta: pisz jeden wiersz w linii
error-study-after-blank = linia { $line }: wiersz po pustej linii; wiersze planszy idą jeden po drugim
error-no-guess-layout = nie znaleziono ułożenia bez zgadywania dla { $mines } min na planszy { $width }x{ $height }; spróbuj mniej min
error-video-empty = plik jest pusty
error-video-too-large = plik ma { $bytes } bajtów, więcej niż jakiekolwiek nagranie Sapera
error-video-unreadable = nieczytelne nagranie { $format }: { $reason }
error-video-damaged = nagranie { $format } jest uszkodzone: jego gry nie da się odtworzyć
error-video-busy = nagranie ma { $changes } naciśnięć i puszczeń przycisków na planszy z { $cells } pól, więcej niż { -brand } analizuje (iloczyn najwyżej { $max })
error-evf-too-large = EVF przechowuje plansze do { $max }x{ $max }; ta ma { $width }x{ $height }
error-evf-no-board = gra nie ma jeszcze min (żadne pole nie zostało odkryte): nie ma czego nagrać
error-evf-too-long = gra trwa { $ms } ms, więcej niż mieści zegar EVF
error-evf-controlled = EVF nie pokaże cofnięcia ani pauzy, a ta gra je ma
error-log-token = element { $token } logu nie jest akcją z czasem ({ $text })
error-log-off-board = element { $token } logu wskazuje pole { $cell }, poza planszą { $width }x{ $height }
error-log-end = znak końca logu nie jest jego ostatnim elementem
error-log-board = plansza { $text } to nie `SxW:` i jedna cyfra szesnastkowa na cztery pola
error-replay-no-log = nie ma logu akcji do sprawdzenia (zapisana przed powtórkami)
error-replay-table = jej tabela { $table } nie jest tabelą { -brand }
error-replay-log = jej logu nie da się odczytać: { $why }
error-replay-board = jej plansza nie jest { $why }
error-replay-action = akcji { $action } jej logu nie da się wykonać: { $why }
error-replay-after-end = jej log ma akcje po końcu gry
error-replay-mismatch = jej wpis nie zgadza się z powtórką: { $why }
error-store-read-only = rekordy są tylko do odczytu: { $why }
error-store-write = nie udało się zapisać rekordów w { $dir }: { $why }
error-store-held = nie udało się zapisać rekordów w { $dir }: { $file } jest otwarty w innym programie ({ $why }); zamknij go, a następny zapis zapisze wszystko
error-store-invalid = to nie plik rekordów { -brand }: { $why }
error-store-encode = nie udało się zapisać rekordów: { $why }
error-seed = seed musi być liczbą całkowitą od 0 do { $max } (podano { $got })
error-solver = solver nie może odczytać tej pozycji: { $why }
error-auto-moves = ruchów musi być od 1 do { $max } (podano { $got })
error-not-over = gra jeszcze się nie skończyła
error-replay-not-saved = nie udało się zapisać powtórki: { $why }
error-replay-not-removed = nie udało się usunąć powtórki: { $why }
error-writer-stopped = zapis rekordów nie działa
error-run-not-paused = bieg treningowy nie jest zapauzowany: jego zegar jest zegarem biegu
error-state-unsolvable = tego ułożenia nie da się ułożyć (dwa kafelki są zamienione względem każdego rozwiązywalnego)
error-state-solved = to ułożenie jest już ułożone
error-no-help-blind-shows = brak pomocy podczas układania na ślepo: pokazałaby, gdzie są kafelki
error-solver-move-illegal = ruch solvera jest tu niedozwolony
error-optimum-not-after-solve = optimum dla { $width }x{ $height } nie jest liczone po ułożeniu (może to trwać minuty)
error-no-language = nie ma języka o nazwie { $name }
error-menu = nie udało się ponownie zbudować menu: { $why }
error-no-board-yet = plansza nie jest jeszcze rozdana: najpierw odkryj pole
error-pointer-batch = { $got } próbek kursora w jednym wywołaniu; najwyżej { $max }
error-no-table = nie ma tabeli { $game ->
    [mines] Sapera
   *[other] Piętnastki
  } o nazwie { $table }
error-not-saved-first = nic nie zmieniono: nie udało się najpierw zapisać rekordów: { $why }
error-nothing-changed = nic nie zmieniono: { $why }
error-nothing-to-take-back = nie ma importu ani zerowania do cofnięcia
error-export = nie udało się wyeksportować: { $why }
error-write-file = nie udało się zapisać { $path }: { $why }
error-import-too-big = import niemożliwy: plik ma { $size } MB; najwyżej { $max } MB
error-import = import niemożliwy: { $why }
error-import-newer = import niemożliwy: zapisane przez nowszą { -brand } (schema { $schema })
error-not-exported = tej gry nie da się wyeksportować: { $why }
error-no-won-replay = żadna wygrana gra z { $table } nie ma powtórki do eksportu
error-too-many-figures = najwyżej { $max } gier naraz (podano { $got })
error-no-game-at = nie ma gry z { $table } zapisanej o { $at }
error-no-replay = ta gra została zapisana przed powtórkami: nie ma żadnej
error-not-replayed = tej gry nie da się odtworzyć: { $why }
error-no-such-game = nie ma gry o nazwie { $name }; mines lub fifteen
error-no-session = żadna sesja nie zaczęła się o { $at }
error-settings-not-object = ustawienia muszą być obiektem JSON
error-settings-too-big = ustawienia mają { $size } bajtów; limit to { $max }
error-settings-no-dir = brak folderu danych na ustawienia
error-settings-other-window = ustawienia nie są zapisywane: zarządza nimi inne okno { -brand }
error-settings-not-saved = nie udało się zapisać { $path }: { $why }
error-study-too-long = pozycja do analizy ma najwyżej { $max } znaków (plansza 200x200)
error-not-a-video = to nie nagranie Sapera: { -brand } otwiera pliki .avf, .rmv, .evf i .mvf
error-video-file-too-large = { $why }: większy niż jakiekolwiek nagranie Sapera
error-video-not-read = nie można odczytać: { $why }
error-video-not-analysed = nie udało się przeanalizować nagrania: jest uszkodzone

## Co gracz słyszy przy starcie o rekordach, ustawieniach i przerwanej grze

readonly-no-directory = nie można utworzyć { $dir } ({ $error })
readonly-other-window = inne okno { -brand } używa tych rekordów
readonly-marked-start = { $path } ma oznaczenie tylko do odczytu (usuń je, by znów zapisywać)
readonly-marked = { $path } ma oznaczenie tylko do odczytu
readonly-unreadable = nie można odczytać { $path } ({ $error })
readonly-newer = { $path } zapisała nowsza { -brand } (schema { $schema })
readonly-stuck = { $path } jest uszkodzony i nie dało się go odłożyć na bok ({ $error })
log-problem-unreadable = nie można odczytać: { $error }
log-problem-cut-short = jego ostatniej, uciętej linii nie dało się usunąć: { $error }
log-problem-not-a-change = to nie zmiana: { $error }
notice-read-only = Rekordy są tylko do odczytu: { $why }. Wyniki z tego okna nie są zapisywane.
notice-left-as-it-is = Rekordy są tylko do odczytu: { $why }. Plik pozostawiono bez zmian.
notice-newer = Rekordy są tylko do odczytu: { $why }. Zaktualizuj { -brand }, by je uzupełniać.
notice-upgraded = Rekordy zaktualizowano ze schema { $from } do { $to }.
notice-file-moved-aside = Nie udało się odczytać pliku rekordów ({ $problem }); przeniesiono go do { $aside } i zaczęto nowe rekordy.
notice-file-stuck = Plik rekordów { $path } jest uszkodzony ({ $problem }) i nie dało się go odłożyć; rekordy są tylko do odczytu.
notice-file-held = Nie udało się odczytać pliku rekordów ({ $problem }); ma go otwartego inne okno { -brand }.
notice-log-moved-aside = Log rekordów był uszkodzony w linii { $line } ({ $problem }); gry sprzed niej zachowano, a log przeniesiono do { $aside }.
notice-log-stuck = Log rekordów { $path } jest uszkodzony w linii { $line } ({ $problem }); rekordy są tylko do odczytu.
notice-log-shown = Log rekordów był uszkodzony w linii { $line } ({ $problem }); pokazano gry sprzed niej.
notice-moved = Twoje rekordy przeniesiono z { $from } do { $to }, gdzie { -brand } będzie je odtąd trzymać.
notice-not-moved = Twoje rekordy zostają w { $from }: nie dało się ich przenieść do { $to } ({ $error }).
notice-no-data-directory = Nie znaleziono folderu danych; rekordy tej sesji nie są zapisywane.
notice-journal-unreadable = Nie udało się odczytać dziennika niezapisanych zmian ({ $problem }); usunięto go.
notice-journal-empty = Dziennik trwającej gry ({ $file }) był pusty; usunięto go.
notice-unreadable-mines = Nie udało się odczytać trwającej gry w Sapera ({ $problem }).
notice-unreadable-fifteen = Nie udało się odczytać trwającej próby Piętnastki ({ $problem }).
notice-saves-recorded = { $count ->
    [one] Gra, której zapis nie powiódł się przed zamknięciem { -brand }, została wpisana z dziennika.
    [few] { $count } gry, których zapis nie powiódł się przed zamknięciem { -brand }, zostały wpisane z dziennika.
   *[many] { $count } gier, których zapis nie powiódł się przed zamknięciem { -brand }, zostało wpisanych z dziennika.
  }
notice-save-not-recorded = Gra, której zapis się nie powiódł, nie została wpisana: { $why }.
notice-recorded-loss = Gra ({ $name }) trwająca przy zamknięciu { -brand } została wpisana jako przegrana.
notice-recorded-dnf = Próba ({ $name }) trwająca przy zamknięciu { -brand } została wpisana jako DNF.
notice-not-recorded-mines = Gra ({ $name }) trwająca przy zamknięciu { -brand } nie została wpisana: { $why }.
notice-not-recorded-fifteen = Próba ({ $name }) trwająca przy zamknięciu { -brand } nie została wpisana: { $why }.
notice-settings-moved-aside = Nie udało się odczytać pliku ustawień ({ $problem }); przeniesiono go do { $aside } i używane są domyślne.
notice-settings-left = Nie udało się odczytać pliku ustawień ({ $problem }); to okno używa domyślnych.
notice-settings-stuck = Nie udało się odczytać pliku ustawień { $path } ({ $problem }) ani go odłożyć ({ $error }); używane są domyślne.

## Dlaczego powtórka odrzuca wpis (wewnątrz komunikatów powyżej)

replay-board-of-table = plansza tej tabeli ({ $table })
replay-board-seed = ta, którą rozdaje jej seed
replay-board-scramble = scramble: { $why }
replay-board-scramble-of = scramble { $size }
replay-mismatch-log-ends = gra w toku, ale jej log ją kończy
replay-mismatch-log-finishes = próba w toku, ale jej log ją kończy
replay-mismatch-no-cell = nie odkryto żadnego pola
replay-mismatch-no-move = nie wykonano żadnego ruchu
replay-mismatch-differs = zapisano { $recorded }, odtworzono { $replayed }
