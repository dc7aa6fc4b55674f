# Les textes de Tessera en français : les mêmes messages que en.ftl. Niveaux comme dans le
# Démineur de Windows (Débutant, Intermédiaire, Expert) ; les mesures de la communauté (3BV, IOE,
# RQP, STNB, NF) et celles des speedsolvers (ao5, TPS) restent telles qu'on les écrit.

-brand = Tessera
-mines = Démineur
-fifteen = Taquin

## Le menu du système

menu-app = { -brand }
menu-game = Partie
menu-edit = Édition
menu-fifteen = { -fifteen }
menu-view = Affichage
menu-window = Fenêtre
menu-help = Aide
menu-quit = Quitter { -brand }
menu-hide = Masquer { -brand }
menu-new-game = Nouvelle partie
menu-mines-same-board = { -mines } : la même grille à nouveau
menu-mines-study = { -mines } : étudier une position…
menu-mines-copy = { -mines } : copier la grille
menu-mines-beginner = { -mines } : Débutant
menu-mines-intermediate = { -mines } : Intermédiaire
menu-mines-expert = { -mines } : Expert
menu-mines-custom = { -mines } : Personnalisé…
menu-fifteen-size = { -fifteen } : { $size }
menu-fifteen-other-size = { -fifteen } : autre taille…
menu-fifteen-new-session = { -fifteen } : nouvelle session
menu-open-video = Ouvrir une vidéo…
menu-records = Records
menu-view-counters = Compteurs du { -mines }
menu-settings = Réglages…
menu-how-to-play = Comment jouer
menu-shortcuts = Raccourcis clavier
menu-about = À propos de { -brand }

## Ce que le backend affiche lui-même

fatal-title = { -brand } ne peut pas démarrer
fatal-webview2 = { -brand } a besoin du runtime Microsoft Edge WebView2 pour dessiner sa fenêtre, et ce Windows ne l'a pas.

    Installez-le depuis Microsoft (cherchez « WebView2 Runtime » ou ouvrez https://go.microsoft.com/fwlink/p/?LinkId=2124703), puis relancez { -brand }. L'installateur de { -brand } l'installe aussi.
fatal-start = { -brand } n'a pas pu démarrer : { $error }
video-chooser-title = Ouvrir une vidéo de { -mines }
video-chooser-filter = Vidéos de { -mines } (AVF, RMV, EVF, MVF)

## La page : la barre du haut

tabs =
    .aria-label = Jeu
tab-mines = { -mines }
tab-fifteen = { -fifteen }
tab-records = Records
settings-button = Réglages
    .title = Réglages
notice-close =
    .title = Fermer
could-not-start = Impossible de commencer : { $error }

## La barre d'outils du Démineur

group-game =
    .aria-label = Partie
group-play =
    .aria-label = Jeu
group-solver =
    .aria-label = Solveur
difficulty-label = Difficulté
difficulty =
    .title = Difficulté : Débutant 9×9 avec 10 mines, Intermédiaire 16×16 avec 40, Expert 30×16 avec 99
level-beginner = Débutant
level-intermediate = Intermédiaire
level-expert = Expert
level-custom = Personnalisé
custom-button = Perso…
    .title = Une taille à vous, ou une partie par sa graine
custom-option = Perso { $width }×{ $height }
    .title = Grille personnalisée { $width }×{ $height } avec { $mines } mines
mode-label = Mode
first-click =
    .title = Comment la grille est distribuée et jouée : où peut tomber le premier clic, et si les mines cachées bougent ensuite (retenu par difficulté ; chaque mode a ses propres records)
undo-button = Annuler
    .title = Annuler la dernière action ({ $key } ou Ctrl+Z) ; la partie devient assistée
pause-button = Pause
    .title = Pause ({ $key }) : l'horloge s'arrête et la grille est cachée ; la partie devient assistée
resume-button = Reprendre
hint-button = Indice
    .title = Indice ({ $key }) : une case sûre et pourquoi, ou le meilleur pari
odds-button = Probas
    .title = Probabilités ({ $key }) : la probabilité de mine de chaque case couverte, pour cette partie
auto-button = Auto
    .title = Jeu automatique ({ $key }) : le solveur joue ; cliquez la grille pour reprendre la main
speed-label = Vitesse
auto-speed =
    .title = Vitesse du jeu automatique
speed-step = pas à pas
speed-slow = lente
speed-normal = normale
speed-fast = rapide
speed-instant = immédiate
step-button = Pas
    .title = Un coup automatique ({ $key })

## La grille du Démineur

mines-left =
    .title = Mines restantes
face-button =
    .title = Nouvelle partie ({ $key })
face-text = Nouvelle partie
timer =
    .title = Temps (secondes)
paused-cover = En pause. Appuyez sur { $key } ou Reprendre pour continuer.
board-grid =
    .aria-label = Grille du { -mines }
counters-list =
    .aria-label = Compteurs
assisted-badge = Assistée
    .title = Assistée{ $helps } : cette partie reste hors des statistiques et des meilleures listes

## La barre et le plateau du Taquin

size-label = Taille
fifteen-size =
    .title = Taille, largeur × hauteur (Alt et + ou − pour la largeur, Ctrl+Alt et + ou − pour la hauteur)
size-typed-label = Taille saisie
fifteen-size-other =
    .title = Toute taille de 2×2 à 20×20 en LxH (largeur × hauteur), puis Entrée
fifteen-mode =
    .title = Mode d'entraînement : résolutions simples, relais de tailles, marathon de mélanges ou à l'aveugle
practice-single = simple
practice-relay = relais
practice-marathon = marathon
practice-blind = aveugle
relay-legs-label = Étapes du relais
fifteen-relay =
    .title = Les tailles du relais dans l'ordre, p. ex. 3x3, 4x4, 5x5
marathon-length-label = Longueur du marathon, en mélanges
fifteen-marathon =
    .title = Mélanges du marathon : 10, 25, 42, 50 ou 100
fifteen-new = Mélanger
    .title = Nouveau mélange, ou nouvelle série ({ $key })
fifteen-retry = Rejouer
    .title = Rejouer ce mélange ({ $key } ; entraînement, à part des records)
fifteen-state-button = Position…
    .title = Saisir une position à jouer
fifteen-done = Fini
    .title = Déclarer la résolution à l'aveugle finie ({ $key })
fifteen-pause = Pause
    .title = Pause ({ $key }) : l'horloge s'arrête et les pièces sont cachées ; la résolution ne compte plus
fifteen-hint = Indice
    .title = Le meilleur coup suivant ({ $key }) ; la résolution ne compte plus pour les records
fifteen-solve = Résoudre
    .title = Jouer une solution à partir d'ici (la résolution ne compte plus) ; appuyez à nouveau, ou bougez, pour arrêter
fifteen-solve-stop = Arrêter
fifteen-solve-speed =
    .title = Vitesse de la solution jouée
stat-time = Temps
stat-moves = Coups
stat-tps = TPS
fifteen-board =
    .aria-label = Jeu de taquin
scramble-label = Mélange

## Les records

records-view =
    .aria-label = Records
records-export-json = Tout exporter (JSON)
records-export-csv = Exporter les résolutions du Taquin (CSV)
records-import = Importer…
records-mines-title = { -mines }
records-mines-table =
    .title = Table
records-mines-evf = Victoires en EVF
    .title = Chaque partie gagnée en vidéo EVF (Metasweeper)
records-reset = Réinitialiser…
records-fifteen-title = { -fifteen }
records-fifteen-table =
    .title = Taille
records-fifteen-control =
    .title = Type de contrôle : les meilleurs temps et moyennes des résolutions faites ainsi (comme les classements de slidysim les séparent)
control-all = tous contrôles
control-keyboard = clavier
control-click = clic
control-hover = survol
control-mixed = mixte

## Dialogues

about-tagline = Le Démineur et le Taquin pour les joueurs qui chassent leurs temps.
about-licence = Logiciel libre sous licence MIT. Copyright © 2026 les développeurs de { -brand }.
dialog-close = Fermer
dialog-cancel = Annuler
dialog-ok = OK
dialog-done = Terminé
help-title = Aide
help-body =
    .aria-label = Règles et touches
confirm-again = Ne plus demander
state-title = Jouer une position
state-help = Lignes séparées par <code>/</code>, nombres par des espaces, 0 pour le trou : <code>1 2 3/4 5 6/7 0 8</code>
state-play = Jouer
custom-title = Partie personnalisée
custom-width = Largeur
custom-height = Hauteur
custom-mines = Mines
custom-seed = Graine
custom-seed-input =
    .placeholder = aléatoire
custom-start = Commencer
keys-title = Touches
keys-help = Appuyez sur le bouton d'une touche, puis sur la nouvelle touche (Suppr l'efface, Échap la garde). Les touches avec Ctrl, Alt ou Cmd restent à l'application ; Tab, Échap, F1 et ? gardent leur sens.
keys-action = Action
keys-key = Touche
keys-other-key = Autre
keys-reset = Par défaut

## Réglages

settings-title = Réglages
settings-language = Langue
language-system = comme le système
settings-theme = Thème
theme-system = comme le système
theme-light = clair
theme-dark = sombre
settings-keys = Touches
settings-change-keys = Changer les touches…
settings-cell-size = Taille des cases (Ctrl+= et Ctrl+- sur la grille, Ctrl+0 pour ajuster)
settings-chord-on-left = Un clic gauche sur un chiffre ouvre autour (chord)
settings-question-marks = Le clic droit pose aussi des points d'interrogation
settings-pointer-path = Enregistrer le trajet du pointeur pour les replays
settings-counters = Compteurs à côté de la grille (Affichage > Compteurs)
settings-solver = Solveur
solver-manual = manuel : sans aide
solver-semi = semi-auto : indice et probabilités sur demande
solver-full = tout auto : indice, probabilités et jeu automatique
settings-tile-size = Taille des pièces
settings-key-mode = Les flèches et WASD déplacent
key-mode-tile = la pièce (Gauche fait glisser une pièce à gauche)
key-mode-blank = le trou (Gauche déplace le trou à gauche)
settings-mouse = Souris
mouse-click = clic sur une pièce alignée avec le trou
mouse-hover = survol : le trou suit le pointeur
settings-colours = Couleurs pour { $size }
scheme =
    .title = Chaque taille garde les siennes ; dès 5x5 une taille commence en bordure (par couches dès 7x7)
scheme-plain = uni
scheme-rows = par lignes
scheme-columns = par colonnes
scheme-fringe = bordure
scheme-layered = par couches (lignes, colonnes, puis bordure)
scheme-file = depuis un fichier
scheme-file-load = Charger un fichier de couleurs…
scheme-file-button =
    .title = Un fichier de couleurs : sa taille (5x5), puis une ligne de couleurs de 0 à 9 (. pour aucune) par ligne du plateau ; voir le README
settings-animation = Animation du glissement
animation-none = aucune
animation-ms = { $ms } ms
zoom-fit = ajuster à la fenêtre
scheme-file-too-big = il fait { $bytes } octets ; un fichier de couleurs fait au plus { $limit }
scheme-file-loaded = Les couleurs de { $size } viennent maintenant de { $file }.
scheme-file-refused = { $file } n'a pas été chargé : { $error }. Les couleurs actuelles restent.

## Touches : ce que fait chaque touche de jeu (.short : son nom dans un message)

key-mines-open = Ouvrir une case (sur un chiffre : chord)
    .short = Ouvrir une case
key-mines-flag = Poser ou ôter un drapeau
    .short = Poser ou ôter un drapeau
key-mines-chord = Chord
    .short = Chord
key-mines-up = Curseur en haut
    .short = Curseur en haut
key-mines-down = Curseur en bas
    .short = Curseur en bas
key-mines-left = Curseur à gauche
    .short = Curseur à gauche
key-mines-right = Curseur à droite
    .short = Curseur à droite
key-mines-newGame = Nouvelle partie
    .short = Nouvelle partie
key-mines-sameBoard = La même grille
    .short = La même grille
key-mines-beginner = Débutant
    .short = Débutant
key-mines-intermediate = Intermédiaire
    .short = Intermédiaire
key-mines-expert = Expert
    .short = Expert
key-mines-undo = Annuler (aussi Ctrl+Z)
    .short = Annuler
key-mines-pause = Pause ou reprise
    .short = Pause ou reprise
key-mines-hint = Indice
    .short = Indice
key-mines-odds = Probabilités
    .short = Probabilités
key-mines-auto = Jeu auto oui/non
    .short = Jeu auto oui/non
key-mines-step = Un coup automatique
    .short = Un coup automatique
key-fifteen-up = Haut
    .short = Haut
key-fifteen-down = Bas
    .short = Bas
key-fifteen-left = Gauche
    .short = Gauche
key-fifteen-right = Droite
    .short = Droite
key-fifteen-scramble = Nouveau mélange
    .short = Nouveau mélange
key-fifteen-retry = Rejouer le mélange
    .short = Rejouer le mélange
key-fifteen-hint = Indice
    .short = Indice
key-fifteen-pause = Pause ou reprise
    .short = Pause ou reprise
key-fifteen-done = Fini (à l'aveugle)
    .short = Fini
key-name-space = Espace
key-name-up = Haut
key-name-down = Bas
key-name-left = Gauche
key-name-right = Droite
key-name-enter = Entrée
keys-none = aucune touche
keys-either = { $first } ou { $second }
key-reserved = { $key } garde son propre sens ; choisissez une autre touche
key-taken = { $key } est déjà la touche de « { $action } » ; changez d'abord celle-là
keys-slot-empty = aucune
keys-slot-first = { $action }, touche : { $key }. Appuyez pour changer
keys-slot-other = { $action }, autre touche : { $key }. Appuyez pour changer
keys-awaiting = nouvelle touche…
keys-awaiting-label = { $action } : appuyez sur la nouvelle touche, Suppr pour effacer, Échap pour garder
keys-modifier-refused = Les touches avec Ctrl, Alt ou Cmd restent à l'application ; choisissez une touche sans elles
keys-all-reset = Toutes les touches sont revenues par défaut.

## Aide

help-title-game = Aide : { $game }
help-how-to-play = Comment jouer au { $game }
help-game-keys = { $game } : touches
help-game-mouse = { $game } : souris
help-key = Touche
help-mouse = Souris
help-does = Effet
help-everywhere = Partout
help-keys-and-mouse = Touches et souris
help-change-keys = Changez les touches de jeu dans Réglages > Changer les touches.
help-mines-rules-1 = Ouvrez chaque case qui ne cache pas de mine. Un chiffre indique combien des huit cases autour cachent une mine.
help-mines-rules-2 = Posez un drapeau sur les cases que vous savez minées. Ouvrir un chiffre dont toutes les mines sont marquées ouvre le reste autour (un chord).
help-mines-rules-3 = Le premier clic ne tombe jamais sur une mine. L'horloge part de là et s'arrête à la dernière case sûre ouverte, ou sur une mine.
help-mines-rules-4 = Modes (ceux de Metasweeper) : strict, un clic sur une case non prouvée sûre tombe sur une mine ; faible, de même tant qu'une case sûre était prouvée, et un pari forcé est rendu sûr ; bénédiction, seul un pari forcé est rendu sûr ; devinable et chance, un clic sur une mine est rendu sûr quand les chiffres affichés le permettent.
help-mines-rules-5 = Vos meilleurs temps comptent par difficulté et par mode ; une partie avec une aide (indice, probabilités, annulation, pause) est tenue à part.
help-fifteen-rules-1 = Faites glisser les pièces dans l'ordre, de 1 à la dernière, avec le trou en bas à droite.
help-fifteen-rules-2 = Une pièce à côté du trou y glisse ; un clic sur une pièce de la ligne ou de la colonne du trou fait glisser toute la rangée.
help-fifteen-rules-3 = Les touches de direction font glisser une pièce dans le trou (ou déplacent le trou, selon les réglages).
help-fifteen-rules-4 = L'horloge part à votre premier coup et s'arrête quand la dernière pièce est en place. Relais, marathon et entraînement à l'aveugle sont dans le menu des modes.
help-mines-mouse-1 = Clic gauche
    .does = Ouvrir une case
help-mines-mouse-2 = Clic droit
    .does = Poser ou ôter un drapeau (un point d'interrogation aussi, s'ils sont activés)
help-mines-mouse-3 = Les deux boutons, ou clic du milieu, sur un chiffre
    .does = Chord : ouvrir les cases autour
help-mines-mouse-4 = Clic gauche sur un chiffre
    .does = Chord (si le chord au clic gauche est activé dans les réglages)
help-fifteen-mouse-1 = Cliquer une pièce
    .does = La faire glisser, avec les pièces entre elle et le trou
help-fifteen-mouse-2 = Pointer une pièce (mode survol, dans les réglages)
    .does = La faire glisser sans clic
help-page-key-1 = F1 ou ?
    .does = Cette aide
help-page-key-2 = Ctrl+Z
    .does = Annuler (Démineur)
help-page-key-3 = Ctrl+= ou Ctrl+- (ou Ctrl et la molette)
    .does = Cases et pièces plus grandes ou plus petites
help-page-key-4 = Ctrl+0
    .does = La grille s'ajuste de nouveau à la fenêtre
help-page-key-5 = Alt et + ou −, Ctrl+Alt et + ou −
    .does = Taquin : une colonne, une ligne de plus ou de moins
help-page-key-6 = Ctrl+C, Ctrl+V
    .does = Taquin : copier la position en texte ; jouer celle du presse-papiers

## Records

records-reading = Lecture des records…
records-path = Les records sont gardés dans { $path }
records-path-read-only = Les records sont gardés dans { $path } (lecture seule)
records-not-saved = Les records ne sont pas enregistrés
records-no-games = Pas encore de parties. Finissez-en une pour la voir ici.
records-no-wins = Pas encore de victoires.
records-no-best-wins = Pas encore de victoires pour la meilleure liste : une partie avec une graine choisie ou une grille saisie est tenue à part.
records-last-wins = { $count ->
    [one] Dernière victoire
   *[other] { $count } dernières victoires
  }
records-no-solves = Pas encore de résolutions. Résolvez un mélange pour le voir ici.
records-nothing-to-chart = Pas encore de résolutions comptées à tracer.
records-last-attempts = Derniers essais
streak-won = { $count } gagnées
streak-lost = { $count } perdues
stat-played = Jouées
stat-won = Gagnées
stat-win-rate = Taux de victoire
stat-streak = Série
stat-longest-winning = Plus longue série gagnante
stat-longest-losing = Plus longue série perdante
stat-best-3bvs = Meilleur 3BV/s
stat-best-time = Meilleur temps
stat-fewest-moves = Moins de coups
stat-best-tps = Meilleur TPS
stat-solves = Résolutions
stat-today = Aujourd'hui
stat-dnf = DNF
stat-efficiency = Efficacité
col-when = Quand
col-time = Temps
col-moves = Coups
col-legs = Étapes
col-optimal = Optimal
col-eff = Eff.
reset-title = Réinitialiser { $name } ?
reset-ask-games = Supprimer toutes les parties de { $name } ? Les records sont d'abord copiés à part, et Annuler les rend.
reset-ask-solves = Supprimer toutes les résolutions de { $name } ? Les records sont d'abord copiés à part, et Annuler les rend.
reset-yes = Réinitialiser
reset-doing = Réinitialisation de { $name }…
reset-done = { $name } a été réinitialisé. Les records ont d'abord été copiés à part ; Annuler les rend.
export-doing = Exportation…
saved-path = Enregistré { $path }
import-doing = Importation : chaque partie est rejouée et vérifiée…
evf-doing = Enregistrement des vidéos…
evf-saved = { $count ->
    [one] { $count } vidéo enregistrée
   *[other] { $count } vidéos enregistrées
  } dans { $path }
evf-saved-skipped = { $count ->
    [one] { $count } vidéo enregistrée
   *[other] { $count } vidéos enregistrées
  } dans { $path } ({ $skipped } sans replay laissées de côté)
undo-doing = Annulation…
undo-done = Annulé.
no-replay = Pas de replay : enregistrée avant les replays
replay = Replay
save-evf = Enregistrer en vidéo EVF (Metasweeper)
sentence-gap = { " " }
list-gap = ,{ " " }
import-added = { $count ->
    [one] { $count } nouvelle partie importée
   *[other] { $count } nouvelles parties importées
  }.
import-already = { $count ->
    [one] { $count } était
   *[other] { $count } étaient
  } déjà là (même table et même moment).
import-refused = { $count } refusées (leur replay ne donnait pas leur record) : { $reasons }.
import-refused-more = { $count } refusées (leur replay ne donnait pas leur record) : { $reasons } ; et { $more } de plus.
import-backup = Les records ont d'abord été copiés dans { $path } ; Annuler défait l'importation.
import-save-error = Mais : { $error }
aside-help = { $help } { $count }
helps-list = { " " }({ $list })
aside-assisted-mines = Hors de ces chiffres : { $count ->
    [one] { $count } partie assistée
   *[other] { $count } parties assistées
  }{ $helps }.
aside-assisted-fifteen = Hors de ces chiffres : { $count ->
    [one] { $count } essai assisté
   *[other] { $count } essais assistés
  }{ $helps }.
aside-known-mines = Hors des meilleurs : { $count } sur une grille connue.
aside-known-fifteen = Hors des meilleurs et des moyennes : { $count } sur un mélange connu (graine choisie, rejoué, saisi).
help-kind-hint = indice
help-kind-odds = probabilités
help-kind-auto = jeu automatique
help-kind-undo = annulation
help-kind-pause = pause
help-kind-solve = Résoudre
control-unknown = inconnu
sessions-title = Sessions du Taquin
sessions-pick =
    .title = La session en cours, ou une précédente à revoir
sessions-new = Nouvelle session
    .title = Terminer cette session et en commencer une autre (ses résolutions restent dans les records)
sessions-began = Une nouvelle session a commencé.
session-this = Cette session (depuis { $since })
session-earlier = { $since } : { $count ->
    [one] { $count } essai
   *[other] { $count } essais
  }
histogram-time = Temps (s)
stat-not-counted = Non comptées
col-mean = Moyenne
col-best = Meilleur
col-worst = Pire
col-control = Contrôle
col-time-now = Temps actuel
col-moves-now = Coups actuels
col-tps-now = TPS actuel
col-average-best = meilleur
best-by = Meilleurs par
best-style = Style
best-list = Meilleure liste
style-any = NF ou FL
style-nf = NF
style-fl = FL
metric-3bv = 3BV
metric-3bvs = 3BV/s
metric-stnb = STNB
metric-ioe = IOE
metric-rqp = RQP
metric-path = Trajet
metric-corr = Corr.
no-figures = Pas de mesures : une partie sans replay, ou avec une annulation ou une pause
chart-none = { $label } : aucun pour l'instant.
chart-results = { $count ->
    [one] { $count } résultat
   *[other] { $count } résultats
  }
chart-range = de { $lo } à { $hi }
chart-latest = le dernier { $value }
chart-average = la moyenne { $value }
chart-summary = { $label } : { $range } ; { $latest }.
chart-summary-dnfs = { $label } : { $range } ; { $latest } ; { $dnfs } DNF.
chart-solve-times = Derniers temps de résolution avec ao12
chart-win-times = Derniers temps de victoire avec leur moyenne mobile
chart-win-rates = 3BV/s des dernières victoires avec leur moyenne mobile
legend-time = temps (s)
legend-ao12 = ao12
legend-mean-10 = moyenne de 10
histogram-summary = { $label } : { $count ->
    [one] { $count } résolution
   *[other] { $count } résolutions
  } de { $from } à { $to } ; le plus ({ $most }) de { $lo } à { $hi }.

## Démineur : la grille lue à voix haute, les mots du solveur, le dialogue Personnalisé

cell-covered = couverte
cell-flagged = drapeau
cell-question = point d'interrogation
cell-empty = vide
cell-mine = mine
cell-exploded = mine explosée
cell-wrong-flag = drapeau erroné
cell-number = { $count ->
    [one] { $count } mine
   *[other] { $count } mines
  }
mines-left-count = { $count ->
    [one] { $count } mine restante
   *[other] { $count } mines restantes
  }
flags-too-many = { $count ->
    [one] { $count } drapeau de trop
   *[other] { $count } drapeaux de trop
  }
told-flagged = Drapeau posé
told-questioned = Marquée d'un point d'interrogation
told-unflagged = Drapeau ôté
told-won = Gagnée en { $time } : toutes les cases sûres sont ouvertes.
told-lost = Perdue : une mine a explosé, après { $time }.
told-opened-one = Ouverte : { $cell }
told-opened = { $count } cases ouvertes
told-covered = { $count ->
    [one] { $count } case recouverte
   *[other] { $count } cases recouvertes
  }
told-marks = { $count } marques changées
told-gap = .{ " " }
told-sentences = { $said }.
told-nothing = Rien n'a changé.
off-hint = L'indice est désactivé : activez-le dans Réglages > Solveur (semi-auto ou tout auto).
off-odds = Les probabilités sont désactivées : activez-les dans Réglages > Solveur (semi-auto ou tout auto).
off-auto = Le jeu automatique est désactivé : activez-le dans Réglages > Solveur (tout auto).
cell-at = ligne { $row }, colonne { $col }
proof-single = { " " }(un chiffre le prouve)
proof-pair = { " " }(deux chiffres ensemble le prouvent)
proof-mine-count = { " " }(les chiffres et le nombre de mines le prouvent)
proof-numbers = { " " }(les { $count } chiffres autour le prouvent)
hint-first = Tout premier clic est sûr ; essayez { $cell }.
hint-safe = Sûre : { $cell }{ $proof }.
hint-mine = Mine : { $cell }{ $proof }.
hint-guess = Rien n'est certain. Meilleur pari : { $cell }, { $risk } de risque.
hint-guess-estimated = Rien n'est certain. Meilleur pari : { $cell }, { $risk } de risque (estimé).
chance-proved-mine = une case que les chiffres ont prouvée minée
chance-not-proved = une case que les chiffres n'ont pas prouvée sûre
chance-of-mine = { $chance } de risque de mine
review-forced = Le clic perdant était un pari forcé, { $chance } : aucune case n'était sûre.
review-could-wait = Le clic perdant, { $chance }, pouvait attendre : { $cell } était sûre (marquée).
review-no-guesses = Aucun pari.
review-guesses = Paris : { $count }, dont inutiles : { $needless }.
review-refused = L'analyse s'arrête à l'action { $action }, que la partie a refusée : { $why }.
custom-not-whole = { $field } : saisissez un nombre entier.
custom-range = { $field } : de { $min } à { $max }.
custom-range-mines = { $field } : de { $min } à { $max } sur une grille de cette taille.
counter-clicks = Clics
counter-flags = Drapeaux
metric-ce = CE

## Les verdicts d'un replay

verdict-safe-chance = sûre à { $chance }
verdict-safe-chance-about = sûre à environ { $chance }
proof-by-count = le nombre de mines le prouve
proof-number-at = le { $number } en { $cell }
list-and = { $list } et { $last }
proof-by-numbers = { $list } le { $count ->
    [one] prouve
   *[other] prouvent
  }{ $found ->
    [yes] , en comptant les mines déjà trouvées
   *[no] {""}
  }{ $withCount ->
    [yes] { " " }avec le nombre de mines
   *[no] {""}
  }
proof-by-many = les { $count } chiffres autour le prouvent { $withCount ->
    [yes] avec le nombre de mines
   *[no] dans toute disposition
  }{ $found ->
    [yes] , en comptant les mines déjà trouvées
   *[no] {""}
  }
verdict-first = { $cell } : le premier clic, rien à juger.
verdict-certain = { $cell } : certain : { $proof }.
verdict-forced = { $cell } : un pari forcé, { $chance } : aucune case n'était certaine.
verdict-needless = { $cell } : un pari inutile, { $chance }, alors que { $safe } était certaine.
luck-odds = 1 sur { $odds }
summary-certain = { $count ->
    [one] { $count } clic certain
   *[other] { $count } clics certains
  }
summary-forced = { $count ->
    [one] { $count } pari forcé
   *[other] { $count } paris forcés
  }
summary-needless = { $count ->
    [one] { $count } pari inutile
   *[other] { $count } paris inutiles
  }
summary-luck = chance { $luck }
summary-solver = Solveur : { $parts }.
summary-stopped = { $line } Jugé jusqu'à l'action { $action } : la suivante a été refusée ({ $why }).

## Démineur : modes, panneau, résultat, grille d'étude

mode-opening = ouvre
    .name = premier clic qui ouvre
    .badge = {""}
    .title = Le premier clic ouvre une zone
mode-safe = sûr
    .name = premier clic sûr
    .badge = Premier clic sûr
    .title = Seule la case cliquée est libre, comme dans Windows XP
mode-noGuess = sans pari
    .name = sans pari
    .badge = Sans pari
    .title = Une grille que les seules déductions certaines résolvent
mode-strict = strict
    .name = sans pari strict
    .badge = Sans pari strict
    .title = Une grille sans pari où un clic sur une case non prouvée sûre tombe sur une mine
mode-weak = faible
    .name = sans pari faible
    .badge = Sans pari faible
    .title = Un clic sur une case non prouvée sûre tombe sur une mine tant qu'une case sûre était prouvée ; un pari forcé est rendu sûr
mode-blessing = bénédiction
    .name = bénédiction
    .badge = Bénédiction
    .title = Une grille aléatoire où seul un pari forcé est rendu sûr
mode-guessable = devinable
    .name = devinable
    .badge = Devinable
    .title = Une grille sans pari où un clic sur une mine est rendu sûr quand c'est possible
mode-lucky = chance
    .name = chance
    .badge = Chance
    .title = Une grille aléatoire où un clic sur une mine est rendu sûr quand c'est possible
mode-upk =
    .name = une grille connue avant la partie (UPK)
table-custom = Personnalisé { $size }, { $mines } mines
table-with-mode = { $board }, { $mode }
run-relay = Relais { $sizes }
run-marathon = Marathon de { $count }, { $size }
run-blind-name = Aveugle { $size }
mode-none-found = { $mode } : introuvable à cette densité, cette grille peut donc demander un pari
seconds = { $s } s
seed-known-board = La même grille à nouveau (UPK : hors des meilleures listes)
seed-chosen = Graine { $seed } (choisie : hors des meilleures listes)
seed-line = Graine { $seed }
seed-later = Graine affichée à la fin de la partie
clicks-line = Clics { $total } (gauche { $left }, droit { $right }, chord { $chord })
result-cleared = Déminé en { $time }
result-exploded = Explosé après { $time }
result-bbbv-of = { $solved } sur { $total }
result-mode-upk = { $mode }, UPK
result-study = Étudier
    .title = Étudier cette grille : les probabilités et cases certaines du solveur (Partie > Étudier une position…)
result-copy = Copier
    .title = Copier la grille en texte et en image
result-hide = Masquer le résultat
    .title = Masquer le résultat (la grille reste telle qu'elle a fini)
not-saved = Non enregistré : { $error }
replay-this-game = Replay de cette partie
figures-line = CE { $ce } · IOE { $ioe } · RQP { $rqp } · STNB { $stnb } · justesse { $corr } · débit { $thrp } · trajet { $path }
thinking = Réflexion…
auto-guessed = Le jeu automatique a parié sur { $cell } ({ $risk } de risque).
auto-stop = Arrêter
leave-game-title = Quitter cette partie ?
leave-game-text = La partie en cours compte comme une défaite si vous la quittez maintenant.
leave-game-yes = La terminer (une défaite)
leave-game-no = Continuer
guide-mines = Cliquez n'importe quelle case pour commencer ; le clic droit (ou { $flag }) pose un drapeau. F1 liste toutes les touches.
guide-fifteen = Remettez les pièces dans l'ordre, le trou en dernier : cliquez une pièce alignée avec le trou, ou utilisez les flèches. F1 liste toutes les touches.
assist-name-hint = Indice
assist-name-odds = Probabilités
assist-name-auto = Jeu automatique
assist-name-undo = Annuler
assist-name-pause = Pause
assist-name-solve = Résoudre
ask-assist-title = Utiliser { $help } ?
ask-assist-text = { $help } rend { $what ->
    [run] cette série assistée
    [solve] cette résolution assistée
   *[game] cette partie assistée
  } : elle est gardée et peut être rejouée, mais reste hors de vos statistiques, séries et meilleures listes. { -brand } ne le dit qu'une fois.
ask-assist-yes = Utiliser { $help }
study-title = Étudier une position
study-help = Une ligne de la grille par ligne : 1-8 un chiffre, . ou 0 une case vide, # ou ? couverte, F ou * drapeau.
study-position =
    .aria-label = Position
study-go = Étudier
study-said = { $hint } Certain : { $safe } sûres, { $mines } mines.
copied-text-image = Grille copiée en texte et en image.
copied-text = Grille copiée en texte.
clipboard-refused = Le presse-papiers a refusé la grille : { $error }

## Taquin : résultats, séries, mots du solveur, tailles, fichiers de couleurs

solved-in = Résolu en { $time } s
solve-figures = { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
  } ({ $multi } multi-pièces), { $tps } TPS, MD { $md }, MMD { $mmd }
practice-retry = rejoué pour s'entraîner
space-next-run = Espace pour la série suivante
space-next-scramble = Espace pour le mélange suivant
legs-line = Étapes { $legs }
direction-up = en haut
direction-down = en bas
direction-left = à gauche
direction-right = à droite
told-tiles-moved = { $tiles } { $dir }
told-moved = déplacé { $dir }
run-seed = Graine de la série { $seed }
run-seed-later = Graine de la série affichée à la fin de la série
origin-retry = Entraînement : le dernier mélange rejoué, à part des records
origin-typed = Une position saisie
origin-chosen = Graine { $seed } (choisie : entraînement, hors des meilleurs et des moyennes)
solve-seed-later = Graine affichée à la fin de la résolution
scramble-hidden = caché jusqu'au jugement de la résolution
assisted-solve = Assistée{ $helps } : cette résolution reste hors des statistiques et des moyennes
paused-solve = En pause : appuyez sur { $key } ou Reprendre pour continuer
relay-legs-range = un relais a de 2 à { $max } étapes ({ $count } reçues)
col-leg = Étape
run-leg = étape { $leg } sur { $legs }
run-blind = mémorisez, puis résolvez sans voir ; Entrée une fois fini
run-splits = intermédiaires { $splits }
run-retry = rejoué pour s'entraîner, à part des records
run-failed = Non résolu : les pièces n'étaient pas en ordre quand vous avez dit Fini à { $time } s (un DNF)
run-done = { $name } en { $time } s
hint-move-optimal = Déplacez le { $tile } { $dir } · { $count ->
    [one] { $count } coup restant
   *[other] { $count } coups restants
  }, au mieux
hint-move-quick = Déplacez le { $tile } { $dir } · { $count ->
    [one] { $count } coup restant
   *[other] { $count } coups restants
  }, par la méthode rapide
optimal-line = Optimal : { $optimal ->
    [one] { $optimal } coup
   *[other] { $optimal } coups
  } (les vôtres : { $yours }, efficacité { $efficiency })
path-all-optimal = Chaque coup était sur un chemin optimal
path-left-optimal = Le coup { $move } a quitté tout chemin optimal : { $before ->
    [one] { $before } coup restant
   *[other] { $before } coups restants
  } avant lui, { $after } après
optimal-solution = Une solution optimale, en coups de pièces (U haut, D bas, L gauche, R droite) : { $moves }
session-line = Session : { $count ->
    [one] { $count } résolution
   *[other] { $count } résolutions
  }
session-line-dnfs = Session : { $count ->
    [one] { $count } résolution
   *[other] { $count } résolutions
  }, { $dnfs } DNF
session-mean = moyenne { $mean }
session-new-line = Session : nouvelle, aucune résolution
copy-hidden = Rien de copié : les nombres d'une résolution à l'aveugle restent cachés
copied-state = Copié : { $state }
clipboard-refused-position = Le presse-papiers a refusé la position : { $error }
thinking-tables = Réflexion… (la première réponse en 4×4 construit aussi les tables du solveur : quelques secondes, une fois)
leave-solve-title = Quitter cette résolution ?
leave-solve-text = La résolution en cours compte comme un DNF (non finie) si vous la quittez maintenant.
leave-run-title = Quitter cette série ?
leave-run-text = La série en cours compte comme un DNF (non finie) si vous la quittez maintenant.
leave-dnf-yes = La terminer (un DNF)
size-other = Autre…
size-not-a-size = « { $text } » n'est pas une taille comme 4x4
size-sides = « { $text } » : les côtés vont de { $min } à { $max }
scheme-no-size = le fichier ne donne pas de taille : sa première ligne devrait en être une, comme 5x5
scheme-at-line = ligne { $line } : { $error }
scheme-file-rows = un jeu de couleurs { $size } a { $rows } lignes de couleurs ; ce fichier en a { $count }
scheme-file-entries = une ligne d'un jeu de couleurs { $size } a { $entries } entrées ; celle-ci en a { $count }
scheme-not-colour = « { $entry } » n'est pas une couleur (0 à 9, ou . pour aucune)
tile-hidden = pièce
tile-blank = trou

## Replays et vidéos

replay-board =
    .aria-label = Grille rejouée
replay-puzzle =
    .aria-label = Taquin rejoué
replay-back = ◀ Pas
    .title = Action précédente
replay-play = Lire
replay-pause = Pause
replay-step = Pas ▶
    .title = Action suivante
replay-prev-guess = ◀ Pari
    .title = Le pari d'avant
replay-next-guess = Pari ▶
    .title = Le pari suivant
replay-scrub =
    .aria-label = Position dans la partie
replay-speed =
    .aria-label = Vitesse
replay-counters-mines = { $time } · 3BV { $solved }/{ $total } · { $rate } 3BV/s · { $clicks ->
    [one] { $clicks } clic
   *[other] { $clicks } clics
  } · { $left ->
    [one] { $left } mine restante
   *[other] { $left } mines restantes
  }
replay-counters-fifteen = { $time } · { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
  } · { $rate } TPS
replay-figures = clics { $clicks } (gauche { $left }, droit { $right }, double { $double }) · { $figures }
replay-no-click = Pas encore de clic.
replay-click-at = Clic en { $verdict }
replay-before-first = Avant le premier clic.
replay-mode = mode : { $mode }
video-refused = Impossible d'ouvrir { $name } : { $why }.
video-won = Gagnée en { $time } s, 3BV { $bbbv }, 3BV/s { $rate }
video-lost = Perdue en { $time } s, 3BV { $bbbv }, 3BV/s { $rate }
video-player = jouée par { $player }
video-program = enregistrée avec { $program }
best-list-empty-solves = Pas encore de résolutions comptées dans cette liste.
best-list-empty-wins = Pas encore de victoires dans cette liste.
session-empty = Pas encore de résolutions dans cette session. Résolvez un mélange pour le voir ici.

## Les nouvelles après une partie

news-first-win = Première victoire en { $name } : { $time } s
news-new-best = Nouveau record en { $name } : { $time } s, le 2e meilleur était { $was } s
news-placed = { $time } s est votre { $rank }e meilleur temps en { $name }
news-best-figure-any = Nouveau record : { $name } { $metric } { $value }, avant { $was }
news-best-figure-nf = Nouveau record : { $name } NF { $metric } { $value }, avant { $was }
news-best-figure-fl = Nouveau record : { $name } FL { $metric } { $value }, avant { $was }
news-metric-time = temps
news-metric-3bvs = 3BV/s
news-metric-stnb = STNB
news-metric-ioe = IOE
news-metric-rqp = RQP
news-metric-path = trajet
news-moves = { $count } coups
news-tps = { $tps } TPS
news-first-single-time = Premier single en { $name } : { $value }
news-first-single-moves = Premier single aux coups en { $name } : { $value }
news-first-single-tps = Premier single au TPS en { $name } : { $value }
news-new-single-time = Nouveau meilleur single en { $name } : { $value } (avant { $was })
news-new-single-moves = Nouveau meilleur single aux coups en { $name } : { $value } (avant { $was })
news-new-single-tps = Nouveau meilleur single au TPS en { $name } : { $value } (avant { $was })
news-first-average = Première ao{ $n } en { $name } : { $value }
news-new-average = Nouvelle meilleure ao{ $n } en { $name } : { $value } (avant { $was })
why-assisted = assistée
why-assisted-helps = assistée : { $helps }
why-chosenSeed = une graine choisie
why-retry = un mélange rejoué
why-typedPosition = une position saisie
why-typedBoard = une grille saisie
why-unproven = non prouvée : pas de replay
why-gap = ;{ " " }
undo-import = Annuler l'importation ({ $count ->
    [one] { $count } partie
   *[other] { $count } parties
  })
undo-reset = Annuler la réinitialisation de { $name }
density-warning = { $density } % de mines : { -brand } trouve à chaque fois une grille sans pari jusqu'à { $reliable } % ; à cette densité, peut-être pas, et la grille peut demander un pari.

## Le fichier .desktop (menus de Linux) : un genre d'application et une ligne à son sujet

desktop-generic-name = Jeux de réflexion
desktop-comment = Le Démineur et le Taquin pour les joueurs qui chassent leurs temps
dnf = DNF
average-ao = ao{ $n }
session-average = ao{ $n } { $value }
evf-button = EVF
col-md = MD
col-mmd = MMD
about-title = { -brand }
error-no-backend = Le backend de { -brand } n'est pas joignable depuis cette page.

## Ce que refuse le moteur, et pourquoi (les erreurs du backend)

error-as-written = { $text }
error-width = la largeur doit être entre { $min } et { $max } ({ $got } reçu)
error-height = la hauteur doit être entre { $min } et { $max } ({ $got } reçu)
error-mines = les mines doivent être entre 1 et { $max } sur une grille de { $width }x{ $height } ({ $got } reçu)
error-not-a-size = { $text } n'est pas une taille ; attendu N ou LxH (comme 4 ou 3x5)
error-tile-count = { $expected } nombres attendus pour un plateau de { $width }x{ $height }, { $got } reçus
error-not-a-permutation = les nombres doivent être de 0 à { $max }, chacun une fois (0 est le trou) ; { $problem }
error-not-a-tile = { $text } n'est pas un numéro de pièce
error-ragged-state = la ligne { $row } a { $found } nombres mais la ligne 1 en a { $expected }
error-not-square = { $count } nombres ne font pas un plateau carré
error-relay-legs = un relais a de 2 à { $max } étapes ({ $got } reçues)
error-marathon-count = un marathon a de 2 à { $max } mélanges ({ $got } reçus)
error-no-help-before-first = aucune aide n'est notée avant le premier clic
error-nothing-to-undo = rien à annuler
error-undo-replay = la partie n'a pas pu être rejouée jusqu'avant sa dernière action
error-undo-first-click = le premier clic, qui a distribué la grille, ne peut pas être annulé
error-pause-not-playing = seule une partie en cours peut être mise en pause
error-game-not-paused = la partie n'est pas en pause
error-hold-run = l'horloge n'est retenue que pendant la réponse à une aide demandée durant une série
error-run-never-paused = une série d'entraînement n'est jamais en pause
error-hold-solve = l'horloge n'est retenue que pendant la réponse à une aide demandée durant une résolution
error-no-help-blind = pas d'aide pendant une résolution à l'aveugle
error-pause-not-running = seule une résolution en cours peut être mise en pause
error-solve-not-paused = la résolution n'est pas en pause
error-cell-off-board = la case ({ $row }, { $col }) est hors de la grille de { $width }x{ $height }
error-game-over = la partie est finie ; commencez-en une autre
error-game-history-full = cette partie a atteint { $count } actions, le maximum qu'une partie garde ; commencez-en une autre
error-game-controls-full = cette partie a utilisé { $count } pauses et annulations, le maximum qu'une partie garde ; continuez ou commencez-en une autre
error-game-paused = la partie est en pause ; reprenez-la d'abord
error-no-tile-moves = aucune pièce ne peut aller { $dir }
error-tile-off-board = la case { $index } n'est pas sur le plateau de { $width }x{ $height }
error-not-in-line = la case { $index } n'est ni dans la ligne ni dans la colonne du trou
error-solved = le taquin est résolu ; mélangez à nouveau
error-blind-over = cette résolution à l'aveugle est finie ; mélangez à nouveau
error-not-blind = seule une résolution à l'aveugle se déclare finie ; celle-ci s'arrête quand les pièces sont en place
error-blind-not-started = jouez d'abord un coup : une résolution à l'aveugle commence à son premier coup
error-attempt-history-full = cet essai a atteint { $count } coups, le maximum qu'un essai garde ; mélangez à nouveau
error-attempt-controls-full = cet essai a utilisé { $count } pauses, le maximum qu'un essai garde ; continuez ou mélangez à nouveau
error-solve-paused = la résolution est en pause ; reprenez-la d'abord
error-move-other-game = coup pour la partie { $got }, mais la partie { $expected } est sur le plateau
error-move-repeated = le coup { $seq } de cette partie a déjà été reçu
error-move-too-far = le coup { $seq } a plus de { $max } d'avance sur le coup { $next }, le suivant attendu
error-unsolvable = cette disposition ne peut pas atteindre le but (la parité des pièces est fausse)
error-optimal-too-large = les solutions optimales sont pour les plateaux d'au plus 16 cases (3x3, 3x4, 3x5, 2x8, 4x4 …) ; celui-ci est { $width }x{ $height }
error-no-tables = le 4x4 a besoin des bases de motifs, pas encore construites
error-gave-up = la recherche a abandonné après { $nodes } nœuds
error-position-size = { $expected } cases attendues, { $got } reçues
error-position-number = la case { $index } montre { $number }, mais elle n'a que { $neighbours } voisines
error-position-mines = { $mines } mines ne tiennent pas dans { $covered } cases couvertes
error-position-over = la partie est finie : il n'y a plus rien à déduire
error-inconsistent = aucune disposition de mines ne correspond à ces chiffres et à ce nombre de mines
error-study-cell = ligne { $line }, colonne { $column } : { $found } n'est pas une case (1-8 un chiffre, . ou 0 vide, # ou ? couverte, F ou * drapeau)
error-study-ragged = ligne { $line } : { $found } cases, mais la première rangée en a { $expected }
error-study-number = ligne { $line }, colonne { $column } : { $number } est impossible : la case n'a que { $neighbours } voisines
error-study-empty = la position est vide : écrivez une rangée par ligne
error-study-after-blank = ligne { $line } : une rangée après une ligne vide ; les rangées de la grille se suivent
error-no-guess-layout = aucune disposition sans pari trouvée pour { $mines } mines sur une grille de { $width }x{ $height } ; essayez moins de mines
error-video-empty = le fichier est vide
error-video-too-large = le fichier fait { $bytes } octets, plus que n'importe quelle vidéo de Démineur
error-video-unreadable = pas une vidéo { $format } lisible : { $reason }
error-video-damaged = la vidéo { $format } est abîmée : sa partie ne peut pas être rejouée
error-video-busy = la vidéo a { $changes } appuis et relâchements de bouton sur une grille de { $cells } cases, plus que { -brand } n'analyse (le produit des deux, au plus { $max })
error-evf-too-large = EVF garde des grilles jusqu'à { $max }x{ $max } ; celle-ci est { $width }x{ $height }
error-evf-no-board = la partie n'a pas encore de mines posées (aucune case ouverte) : rien à enregistrer
error-evf-too-long = la partie dure { $ms } ms, plus que l'horloge d'EVF ne contient
error-evf-controlled = EVF ne peut pas montrer une annulation ou une pause, et cette partie en a une
error-log-token = l'élément { $token } du journal n'est pas une action datée ({ $text })
error-log-off-board = l'élément { $token } du journal nomme la case { $cell }, hors de la grille de { $width }x{ $height }
error-log-end = la marque de fin du journal n'est pas son dernier élément
error-log-board = la grille { $text } n'est pas `LxH:` et un chiffre hexadécimal par quatre cases
error-replay-no-log = elle n'a pas de journal d'actions à vérifier (enregistrée avant les replays)
error-replay-table = sa table { $table } n'est pas une de celles que tient { -brand }
error-replay-log = son journal ne peut pas être lu : { $why }
error-replay-board = sa grille n'est pas { $why }
error-replay-action = l'action { $action } de son journal ne peut pas être jouée : { $why }
error-replay-after-end = son journal a des actions après la fin de la partie
error-replay-mismatch = son record ne correspond pas à son replay : { $why }
error-store-read-only = les records sont en lecture seule : { $why }
error-store-write = impossible d'enregistrer les records dans { $dir } : { $why }
error-store-held = impossible d'enregistrer les records dans { $dir } : { $file } est ouvert dans un autre programme ({ $why }) ; fermez-le et le prochain enregistrement écrira tout
error-store-invalid = pas un fichier de records de { -brand } : { $why }
error-store-encode = les records n'ont pas pu être écrits : { $why }
error-seed = la graine doit être un nombre entier de 0 à { $max } ({ $got } reçu)
error-solver = le solveur ne peut pas lire cette position : { $why }
error-auto-moves = les coups doivent être entre 1 et { $max } ({ $got } reçu)
error-not-over = la partie n'est pas encore finie
error-replay-not-saved = impossible d'enregistrer un replay : { $why }
error-replay-not-removed = impossible de supprimer un replay : { $why }
error-writer-stopped = l'écriture des records ne tourne pas
error-run-not-paused = une série d'entraînement n'est pas en pause : son horloge est celle de la série
error-state-unsolvable = cette disposition ne peut pas être résolue (deux pièces sont échangées par rapport à toute disposition résoluble)
error-state-solved = cette disposition est déjà résolue
error-no-help-blind-shows = pas d'aide pendant une résolution à l'aveugle : elle montrerait où sont les pièces
error-solver-move-illegal = le coup du solveur n'est pas permis ici
error-optimum-not-after-solve = l'optimum d'un { $width }x{ $height } n'est pas calculé après une résolution (cela peut prendre des minutes)
error-no-language = aucune langue ne s'appelle { $name }
error-menu = le menu n'a pas pu être réécrit : { $why }
error-no-board-yet = aucune grille n'est encore distribuée : ouvrez d'abord une case
error-pointer-batch = { $got } échantillons du pointeur en un appel ; au plus { $max }
error-no-table = il n'y a pas de table du { $game ->
    [mines] { -mines }
   *[other] { -fifteen }
  } nommée { $table }
error-not-saved-first = rien n'a changé : les records n'ont pas pu être enregistrés d'abord : { $why }
error-nothing-changed = rien n'a changé : { $why }
error-nothing-to-take-back = il n'y a ni importation ni réinitialisation à annuler
error-export = exportation impossible : { $why }
error-write-file = impossible d'écrire { $path } : { $why }
error-import-too-big = importation impossible : le fichier fait { $size } Mo ; au plus { $max } Mo
error-import = importation impossible : { $why }
error-import-newer = importation impossible : écrit par un { -brand } plus récent (schéma { $schema })
error-not-exported = cette partie ne peut pas être exportée : { $why }
error-no-won-replay = aucune partie gagnée de { $table } n'a de replay à exporter
error-too-many-figures = au plus { $max } parties à la fois ({ $got } reçues)
error-no-game-at = aucune partie de { $table } n'est enregistrée à { $at }
error-no-replay = cette partie a été enregistrée avant les replays : elle n'en a pas
error-not-replayed = cette partie ne peut pas être rejouée : { $why }
error-no-such-game = aucun jeu ne s'appelle { $name } ; mines ou fifteen
error-no-session = aucune session n'a commencé à { $at }
error-settings-not-object = les réglages doivent être un objet JSON
error-settings-too-big = les réglages font { $size } octets ; la limite est { $max }
error-settings-no-dir = aucun dossier de données où garder les réglages
error-settings-other-window = les réglages ne sont pas enregistrés : une autre fenêtre de { -brand } les tient
error-settings-not-saved = impossible d'enregistrer { $path } : { $why }
error-study-too-long = une position d'étude fait au plus { $max } caractères (une grille de 200x200)
error-not-a-video = pas une vidéo de Démineur : { -brand } ouvre les fichiers .avf, .rmv, .evf et .mvf
error-video-file-too-large = { $why } : plus grand que n'importe quelle vidéo de Démineur
error-video-not-read = illisible : { $why }
error-video-not-analysed = la vidéo n'a pas pu être analysée : elle est abîmée

## Ce qu'on dit au démarrage sur les records, les réglages et une partie interrompue

readonly-no-directory = { $dir } ne peut pas être créé ({ $error })
readonly-other-window = une autre fenêtre de { -brand } utilise ces records
readonly-marked-start = { $path } est marqué en lecture seule (ôtez la marque pour enregistrer à nouveau)
readonly-marked = { $path } est marqué en lecture seule
readonly-unreadable = { $path } ne peut pas être lu ({ $error })
readonly-newer = { $path } a été écrit par un { -brand } plus récent (schéma { $schema })
readonly-stuck = { $path } est abîmé et n'a pas pu être mis de côté ({ $error })
log-problem-unreadable = illisible : { $error }
log-problem-cut-short = sa dernière ligne, tronquée, n'a pas pu être retirée : { $error }
log-problem-not-a-change = pas un changement : { $error }
notice-read-only = Les records sont en lecture seule : { $why }. Les résultats de cette fenêtre ne sont pas enregistrés.
notice-left-as-it-is = Les records sont en lecture seule : { $why }. Le fichier a été laissé tel quel.
notice-newer = Les records sont en lecture seule : { $why }. Mettez { -brand } à jour pour y ajouter.
notice-upgraded = Les records ont été mis à jour du schéma { $from } au { $to }.
notice-file-moved-aside = Le fichier des records n'a pas pu être lu ({ $problem }) ; il a été déplacé vers { $aside } et de nouveaux records ont commencé.
notice-file-stuck = Le fichier des records { $path } est abîmé ({ $problem }) et n'a pas pu être mis de côté ; les records sont en lecture seule.
notice-file-held = Le fichier des records n'a pas pu être lu ({ $problem }) ; une autre fenêtre de { -brand } l'a ouvert.
notice-log-moved-aside = Le journal des records était abîmé à la ligne { $line } ({ $problem }) ; les parties d'avant ont été gardées et le journal déplacé vers { $aside }.
notice-log-stuck = Le journal des records { $path } est abîmé à la ligne { $line } ({ $problem }) ; les records sont en lecture seule.
notice-log-shown = Le journal des records était abîmé à la ligne { $line } ({ $problem }) ; les parties d'avant sont affichées.
notice-moved = Vos records ont été déplacés de { $from } vers { $to }, où { -brand } les garde désormais.
notice-not-moved = Vos records restent dans { $from } : ils n'ont pas pu être déplacés vers { $to } ({ $error }).
notice-no-data-directory = Aucun dossier de données trouvé ; les records de cette session ne sont pas enregistrés.
notice-journal-unreadable = Le journal des changements non enregistrés n'a pas pu être lu ({ $problem }) ; il a été supprimé.
notice-journal-empty = Le journal de la partie en cours ({ $file }) était vide ; il a été supprimé.
notice-unreadable-mines = La partie de { -mines } en cours n'a pas pu être relue ({ $problem }).
notice-unreadable-fifteen = L'essai de { -fifteen } en cours n'a pas pu être relu ({ $problem }).
notice-saves-recorded = { $count ->
    [one] Une partie dont l'enregistrement avait échoué avant l'arrêt de { -brand } a été inscrite depuis le journal.
   *[other] { $count } parties dont l'enregistrement avait échoué avant l'arrêt de { -brand } ont été inscrites depuis le journal.
  }
notice-save-not-recorded = Une partie dont l'enregistrement avait échoué n'a pas été inscrite : { $why }.
notice-recorded-loss = La partie { $name } en cours à l'arrêt de { -brand } a été inscrite comme une défaite.
notice-recorded-dnf = L'essai { $name } en cours à l'arrêt de { -brand } a été inscrit comme un DNF.
notice-not-recorded-mines = La partie { $name } en cours à l'arrêt de { -brand } n'a pas été inscrite : { $why }.
notice-not-recorded-fifteen = L'essai { $name } en cours à l'arrêt de { -brand } n'a pas été inscrit : { $why }.
notice-settings-moved-aside = Le fichier des réglages n'a pas pu être lu ({ $problem }) ; il a été déplacé vers { $aside } et les réglages par défaut s'appliquent.
notice-settings-left = Le fichier des réglages n'a pas pu être lu ({ $problem }) ; cette fenêtre utilise les réglages par défaut.
notice-settings-stuck = Le fichier des réglages { $path } n'a pu être ni lu ({ $problem }) ni mis de côté ({ $error }) ; les réglages par défaut s'appliquent.

## Pourquoi un replay refuse un record (dans les messages ci-dessus)

replay-board-of-table = une grille de cette table ({ $table })
replay-board-seed = celle que distribue sa graine
replay-board-scramble = un mélange : { $why }
replay-board-scramble-of = un mélange { $size }
replay-mismatch-log-ends = une partie en cours, mais son journal la termine
replay-mismatch-log-finishes = un essai en cours, mais son journal l'achève
replay-mismatch-no-cell = aucune case n'a été ouverte
replay-mismatch-no-move = aucun coup n'a été joué
replay-mismatch-differs = enregistré { $recorded }, rejoué { $replayed }
