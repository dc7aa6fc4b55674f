# Os textos do Tessera em português do Brasil: as mesmas mensagens de en.ftl. Níveis como no Campo
# Minado do Windows (Iniciante, Intermediário, Avançado); as métricas da comunidade (3BV, IOE,
# RQP, STNB, NF) e as dos speedsolvers (ao5, TPS) ficam como se escrevem.

-brand = Tessera
-mines = Campo Minado
-fifteen = Jogo do 15

## O menu do sistema

menu-app = { -brand }
menu-game = Jogo
menu-edit = Editar
menu-fifteen = { -fifteen }
menu-view = Exibir
menu-window = Janela
menu-help = Ajuda
menu-quit = Sair do { -brand }
menu-hide = Ocultar o { -brand }
menu-new-game = Novo jogo
menu-mines-same-board = { -mines }: o mesmo tabuleiro de novo
menu-mines-study = { -mines }: estudar uma posição…
menu-mines-copy = { -mines }: copiar o tabuleiro
menu-mines-beginner = { -mines }: Iniciante
menu-mines-intermediate = { -mines }: Intermediário
menu-mines-expert = { -mines }: Avançado
menu-mines-custom = { -mines }: Personalizado…
menu-fifteen-size = { -fifteen }: { $size }
menu-fifteen-other-size = { -fifteen }: outro tamanho…
menu-fifteen-new-session = { -fifteen }: nova sessão
menu-open-video = Abrir vídeo…
menu-records = Recordes
menu-view-counters = Contadores do { -mines }
menu-settings = Configurações…
menu-how-to-play = Como jogar
menu-shortcuts = Atalhos de teclado
menu-about = Sobre o { -brand }

## O que o próprio backend mostra

fatal-title = O { -brand } não pode iniciar
fatal-webview2 = O { -brand } precisa do Microsoft Edge WebView2 Runtime para desenhar a janela, e este Windows não o tem.

    Instale-o pela Microsoft (procure "WebView2 Runtime" ou abra https://go.microsoft.com/fwlink/p/?LinkId=2124703) e abra o { -brand } de novo. O instalador do { -brand } também o instala.
fatal-start = O { -brand } não conseguiu iniciar: { $error }
video-chooser-title = Abrir um vídeo do { -mines }
video-chooser-filter = Vídeos do { -mines } (AVF, RMV, EVF, MVF)

## A página: a barra de cima

tabs =
    .aria-label = Jogo
tab-mines = { -mines }
tab-fifteen = { -fifteen }
tab-records = Recordes
settings-button = Configurações
    .title = Configurações
notice-close =
    .title = Fechar
could-not-start = Não foi possível começar: { $error }

## A barra do Campo Minado

group-game =
    .aria-label = Jogo
group-play =
    .aria-label = Partida
group-solver =
    .aria-label = Solucionador
difficulty-label = Dificuldade
difficulty =
    .title = Dificuldade: Iniciante 9×9 com 10 minas, Intermediário 16×16 com 40, Avançado 30×16 com 99
level-beginner = Iniciante
level-intermediate = Intermediário
level-expert = Avançado
level-custom = Personalizado
custom-button = Próprio…
    .title = Um tamanho seu, ou uma partida pela semente
custom-option = Próprio { $width }×{ $height }
    .title = Tabuleiro próprio { $width }×{ $height } com { $mines } minas
mode-label = Modo
first-click =
    .title = Como o tabuleiro é distribuído e jogado: onde o primeiro clique pode cair e se as minas escondidas se movem depois (guardado por dificuldade; cada modo tem seus próprios recordes)
undo-button = Desfazer
    .title = Desfazer a última ação ({ $key } ou Ctrl+Z); a partida passa a ser assistida
pause-button = Pausa
    .title = Pausa ({ $key }): o relógio para e o tabuleiro fica oculto; a partida passa a ser assistida
resume-button = Seguir
hint-button = Dica
    .title = Dica ({ $key }): uma casa segura e por quê, ou o melhor chute
odds-button = Chances
    .title = Chances ({ $key }): a chance de mina de cada casa coberta, nesta partida
auto-button = Auto
    .title = Jogo automático ({ $key }): o solucionador joga; clique no tabuleiro para assumir
speed-label = Velocidade
auto-speed =
    .title = Velocidade do jogo automático
speed-step = passo
speed-slow = lenta
speed-normal = normal
speed-fast = rápida
speed-instant = imediata
step-button = Passo
    .title = Uma jogada automática ({ $key })

## O tabuleiro do Campo Minado

mines-left =
    .title = Minas restantes
face-button =
    .title = Novo jogo ({ $key })
face-text = Novo jogo
timer =
    .title = Tempo (segundos)
paused-cover = Em pausa. Aperte { $key } ou Seguir para continuar.
board-grid =
    .aria-label = Tabuleiro do { -mines }
counters-list =
    .aria-label = Contadores
assisted-badge = Assistida
    .title = Assistida{ $helps }: esta partida fica fora das estatísticas e das listas de melhores

## A barra e o tabuleiro do Jogo do 15

size-label = Tamanho
fifteen-size =
    .title = Tamanho, largura × altura (Alt e + ou − mudam a largura, Ctrl+Alt e + ou − a altura)
size-typed-label = Tamanho digitado
fifteen-size-other =
    .title = Qualquer tamanho de 2×2 a 20×20 como LxA (largura × altura), depois Enter
fifteen-mode =
    .title = Modo de treino: resoluções avulsas, um revezamento de tamanhos, uma maratona de scrambles ou às cegas
practice-single = avulsa
practice-relay = revezamento
practice-marathon = maratona
practice-blind = às cegas
relay-legs-label = Trechos do revezamento
fifteen-relay =
    .title = Os tamanhos do revezamento em ordem, p. ex. 3x3, 4x4, 5x5
marathon-length-label = Tamanho da maratona, em scrambles
fifteen-marathon =
    .title = Scrambles na maratona: 10, 25, 42, 50 ou 100
fifteen-new = Embaralhar
    .title = Novo scramble, ou nova série ({ $key })
fifteen-retry = Repetir
    .title = Jogar este scramble de novo ({ $key }; treino, fora dos recordes)
fifteen-state-button = Posição…
    .title = Digitar uma posição para jogar
fifteen-done = Pronto
    .title = Declarar a resolução às cegas terminada ({ $key })
fifteen-pause = Pausa
    .title = Pausa ({ $key }): o relógio para e as peças ficam ocultas; a resolução deixa de contar
fifteen-hint = Dica
    .title = A melhor próxima jogada ({ $key }); a resolução deixa de contar para os recordes
fifteen-solve = Resolver
    .title = Tocar uma solução a partir daqui (a resolução deixa de contar); aperte de novo, ou mova, para parar
fifteen-solve-stop = Parar
fifteen-solve-speed =
    .title = Velocidade da solução tocada
stat-time = Tempo
stat-moves = Lances
stat-tps = TPS
fifteen-board =
    .aria-label = Quebra-cabeça deslizante
scramble-label = Scramble

## Os recordes

records-view =
    .aria-label = Recordes
records-export-json = Exportar tudo (JSON)
records-export-csv = Exportar resoluções do Jogo do 15 (CSV)
records-import = Importar…
records-mines-title = { -mines }
records-mines-table =
    .title = Tabela
records-mines-evf = Vitórias em EVF
    .title = Cada partida vencida como vídeo EVF (Metasweeper)
records-reset = Zerar…
records-fifteen-title = { -fifteen }
records-fifteen-table =
    .title = Tamanho
records-fifteen-control =
    .title = Tipo de controle: os melhores e as médias das resoluções feitas assim (como os rankings do slidysim as separam)
control-all = todo controle
control-keyboard = teclado
control-click = clique
control-hover = passar o mouse
control-mixed = misto

## Diálogos

about-tagline = Campo Minado e o Jogo do 15 para jogadores que correm atrás dos seus tempos.
about-licence = Software livre sob a licença MIT. Copyright © 2026 os desenvolvedores do { -brand }.
dialog-close = Fechar
dialog-cancel = Cancelar
dialog-ok = OK
dialog-done = Pronto
help-title = Ajuda
help-body =
    .aria-label = Regras e teclas
confirm-again = Não perguntar de novo
state-title = Jogar uma posição
state-help = Linhas separadas por <code>/</code>, números por espaços, 0 para o vazio: <code>1 2 3/4 5 6/7 0 8</code>
state-play = Jogar
custom-title = Partida personalizada
custom-width = Largura
custom-height = Altura
custom-mines = Minas
custom-seed = Semente
custom-seed-input =
    .placeholder = aleatória
custom-start = Começar
keys-title = Teclas
keys-help = Aperte o botão de uma tecla e depois a nova tecla (Delete apaga, Esc mantém). Teclas com Ctrl, Alt ou Cmd ficam com o aplicativo; Tab, Esc, F1 e ? mantêm seu sentido.
keys-action = Ação
keys-key = Tecla
keys-other-key = Outra
keys-reset = Restaurar padrão

## Configurações

settings-title = Configurações
settings-language = Idioma
language-system = como o sistema
settings-theme = Tema
theme-system = como o sistema
theme-light = claro
theme-dark = escuro
settings-keys = Teclas
settings-change-keys = Mudar teclas…
settings-cell-size = Tamanho da casa (Ctrl+= e Ctrl+- no tabuleiro, Ctrl+0 para ajustar)
settings-chord-on-left = Clique esquerdo num número abre em volta (chord)
settings-question-marks = Clique direito também põe interrogações
settings-pointer-path = Gravar o caminho do ponteiro para os replays
settings-counters = Contadores ao lado do tabuleiro (Exibir > Contadores)
settings-solver = Solucionador
solver-manual = manual: sem ajuda
solver-semi = semiautomático: dica e chances quando pedidas
solver-full = automático: dica, chances e jogo automático
settings-tile-size = Tamanho da peça
settings-key-mode = As setas e WASD movem
key-mode-tile = a peça (← leva uma peça à esquerda)
key-mode-blank = o vazio (← leva o vazio à esquerda)
settings-mouse = Mouse
mouse-click = clique numa peça alinhada com o vazio
mouse-hover = passar o mouse: o vazio segue o ponteiro
settings-colours = Cores para { $size }
scheme =
    .title = Cada tamanho guarda as suas; a partir de 5x5 um tamanho começa com borda (em camadas a partir de 7x7)
scheme-plain = liso
scheme-rows = por linhas
scheme-columns = por colunas
scheme-fringe = borda
scheme-layered = em camadas (linhas, colunas, depois borda)
scheme-file = de um arquivo
scheme-file-load = Carregar um arquivo de esquema…
scheme-file-button =
    .title = Um arquivo de esquema: seu tamanho (5x5), depois uma linha de cores de 0 a 9 (. para nenhuma) por linha do tabuleiro; veja o README
settings-animation = Animação do deslize
animation-none = nenhuma
animation-ms = { $ms } ms
zoom-fit = ajustar à janela
scheme-file-too-big = ele tem { $bytes } bytes; um arquivo de esquema tem no máximo { $limit }
scheme-file-loaded = As cores de { $size } agora vêm de { $file }.
scheme-file-refused = { $file } não foi carregado: { $error }. As cores atuais continuam.

## Teclas: o que faz cada tecla de jogo (.short: seu nome dentro de uma mensagem)

key-mines-open = Abrir casa (num número: chord)
    .short = Abrir casa
key-mines-flag = Pôr ou tirar bandeira
    .short = Pôr ou tirar bandeira
key-mines-chord = Chord
    .short = Chord
key-mines-up = Cursor para cima
    .short = Cursor para cima
key-mines-down = Cursor para baixo
    .short = Cursor para baixo
key-mines-left = Cursor à esquerda
    .short = Cursor à esquerda
key-mines-right = Cursor à direita
    .short = Cursor à direita
key-mines-newGame = Novo jogo
    .short = Novo jogo
key-mines-sameBoard = O mesmo tabuleiro
    .short = O mesmo tabuleiro
key-mines-beginner = Iniciante
    .short = Iniciante
key-mines-intermediate = Intermediário
    .short = Intermediário
key-mines-expert = Avançado
    .short = Avançado
key-mines-undo = Desfazer (também Ctrl+Z)
    .short = Desfazer
key-mines-pause = Pausa ou seguir
    .short = Pausa ou seguir
key-mines-hint = Dica
    .short = Dica
key-mines-odds = Chances
    .short = Chances
key-mines-auto = Jogo auto liga/desliga
    .short = Jogo auto liga/desliga
key-mines-step = Uma jogada automática
    .short = Uma jogada automática
key-fifteen-up = Cima
    .short = Cima
key-fifteen-down = Baixo
    .short = Baixo
key-fifteen-left = Esquerda
    .short = Esquerda
key-fifteen-right = Direita
    .short = Direita
key-fifteen-scramble = Novo scramble
    .short = Novo scramble
key-fifteen-retry = Repetir o scramble
    .short = Repetir o scramble
key-fifteen-hint = Dica
    .short = Dica
key-fifteen-pause = Pausa ou seguir
    .short = Pausa ou seguir
key-fifteen-done = Pronto (às cegas)
    .short = Pronto
key-name-space = Espaço
key-name-up = Cima
key-name-down = Baixo
key-name-left = Esquerda
key-name-right = Direita
key-name-enter = Enter
keys-none = sem tecla
keys-either = { $first } ou { $second }
key-reserved = { $key } mantém seu próprio sentido; escolha outra tecla
key-taken = { $key } já é a tecla de "{ $action }"; mude aquela primeiro
keys-slot-empty = nenhuma
keys-slot-first = { $action }, tecla: { $key }. Aperte para mudar
keys-slot-other = { $action }, outra tecla: { $key }. Aperte para mudar
keys-awaiting = nova tecla…
keys-awaiting-label = { $action }: aperte a nova tecla, Delete para apagar, Esc para manter
keys-modifier-refused = Teclas com Ctrl, Alt ou Cmd ficam com o aplicativo; escolha uma tecla sem elas
keys-all-reset = Todas as teclas voltaram ao padrão.

## Ajuda

help-title-game = Ajuda: { $game }
help-how-to-play = Como jogar { $game }
help-game-keys = { $game }: teclas
help-game-mouse = { $game }: mouse
help-key = Tecla
help-mouse = Mouse
help-does = Faz
help-everywhere = Em toda parte
help-keys-and-mouse = Teclas e mouse
help-change-keys = Mude as teclas de jogo em Configurações > Mudar teclas.
help-mines-rules-1 = Abra todas as casas que não escondem uma mina. Um número diz quantas das oito casas em volta escondem uma mina.
help-mines-rules-2 = Ponha bandeira nas casas que você sabe que são minas. Abrir um número com todas as minas marcadas abre o resto em volta (um chord).
help-mines-rules-3 = O primeiro clique nunca cai numa mina. O relógio começa ali e para na última casa segura aberta, ou numa mina.
help-mines-rules-4 = Modos (os do Metasweeper): estrito, um clique numa casa não provada segura cai numa mina; fraco, o mesmo enquanto havia uma casa segura provada, e um chute forçado vira seguro; bênção, só um chute forçado vira seguro; chutável e sorte, um clique numa mina vira seguro quando os números mostrados permitem.
help-mines-rules-5 = Seus melhores tempos contam por dificuldade e modo; uma partida com qualquer ajuda (dica, chances, desfazer, pausa) fica à parte.
help-fifteen-rules-1 = Deslize as peças até ficarem em ordem, de 1 até a última, com o vazio embaixo à direita.
help-fifteen-rules-2 = Uma peça ao lado do vazio desliza para ele; clicar numa peça da linha ou coluna do vazio desliza a linha inteira.
help-fifteen-rules-3 = As setas deslizam uma peça para o vazio (ou movem o vazio, conforme as configurações).
help-fifteen-rules-4 = O relógio começa no seu primeiro lance e para quando a última peça está no lugar. Revezamento, maratona e treino às cegas estão no menu de modo.
help-mines-mouse-1 = Clique esquerdo
    .does = Abrir uma casa
help-mines-mouse-2 = Clique direito
    .does = Pôr ou tirar bandeira (também interrogação, se ligada)
help-mines-mouse-3 = Os dois botões, ou clique do meio, num número
    .does = Chord: abrir as casas em volta
help-mines-mouse-4 = Clique esquerdo num número
    .does = Chord (se o chord com clique esquerdo estiver ligado nas configurações)
help-fifteen-mouse-1 = Clique numa peça
    .does = Desliza a peça, com as que estão entre ela e o vazio
help-fifteen-mouse-2 = Aponte para uma peça (modo passar o mouse, nas configurações)
    .does = Desliza a peça sem clique
help-page-key-1 = F1 ou ?
    .does = Esta ajuda
help-page-key-2 = Ctrl+Z
    .does = Desfazer (Campo Minado)
help-page-key-3 = Ctrl+= ou Ctrl+- (ou Ctrl e a roda)
    .does = Casas e peças maiores ou menores
help-page-key-4 = Ctrl+0
    .does = O tabuleiro volta a caber na janela
help-page-key-5 = Alt e + ou −, Ctrl+Alt e + ou −
    .does = Jogo do 15: uma coluna, uma linha a mais ou a menos
help-page-key-6 = Ctrl+C, Ctrl+V
    .does = Jogo do 15: copiar a posição como texto; jogar uma da área de transferência

## Recordes

records-reading = Lendo os recordes…
records-path = Os recordes ficam em { $path }
records-path-read-only = Os recordes ficam em { $path } (somente leitura)
records-not-saved = Os recordes não são salvos
records-no-games = Ainda não há partidas. Termine uma para vê-la aqui.
records-no-wins = Ainda não há vitórias.
records-no-best-wins = Ainda não há vitórias para a lista de melhores: uma partida com semente escolhida ou tabuleiro digitado fica à parte.
records-last-wins = { $count ->
    [one] Última vitória
   *[other] Últimas { $count } vitórias
  }
records-no-solves = Ainda não há resoluções. Resolva um scramble para vê-lo aqui.
records-nothing-to-chart = Ainda não há resoluções contadas para o gráfico.
records-last-attempts = Últimas tentativas
streak-won = { $count } vencidas
streak-lost = { $count } perdidas
stat-played = Jogadas
stat-won = Vencidas
stat-win-rate = % de vitórias
stat-streak = Sequência
stat-longest-winning = Maior sequência de vitórias
stat-longest-losing = Maior sequência de derrotas
stat-best-3bvs = Melhor 3BV/s
stat-best-time = Melhor tempo
stat-fewest-moves = Menos lances
stat-best-tps = Melhor TPS
stat-solves = Resoluções
stat-today = Hoje
stat-dnf = DNF
stat-efficiency = Eficiência
col-when = Quando
col-time = Tempo
col-moves = Lances
col-legs = Trechos
col-optimal = Ótimo
col-eff = Efic.
reset-title = Zerar { $name }?
reset-ask-games = Apagar todas as partidas de { $name }? Os recordes são copiados à parte antes, e Desfazer os traz de volta.
reset-ask-solves = Apagar todas as resoluções de { $name }? Os recordes são copiados à parte antes, e Desfazer os traz de volta.
reset-yes = Zerar
reset-doing = Zerando { $name }…
reset-done = { $name } foi zerado. Os recordes foram copiados à parte antes; Desfazer os traz de volta.
export-doing = Exportando…
saved-path = Salvo { $path }
import-doing = Importando: cada partida é repetida e conferida…
evf-doing = Salvando os vídeos…
evf-saved = { $count ->
    [one] { $count } vídeo salvo
   *[other] { $count } vídeos salvos
  } em { $path }
evf-saved-skipped = { $count ->
    [one] { $count } vídeo salvo
   *[other] { $count } vídeos salvos
  } em { $path } ({ $skipped } sem replay deixados de fora)
undo-doing = Desfazendo…
undo-done = Desfeito.
no-replay = Sem replay: gravada antes dos replays
replay = Replay
save-evf = Salvar como vídeo EVF (Metasweeper)
sentence-gap = { " " }
list-gap = ,{ " " }
import-added = { $count ->
    [one] { $count } partida nova importada
   *[other] { $count } partidas novas importadas
  }.
import-already = { $count ->
    [one] { $count } já estava
   *[other] { $count } já estavam
  } lá (a mesma tabela e o mesmo momento).
import-refused = { $count } recusadas (o replay não deu o recorde delas): { $reasons }.
import-refused-more = { $count } recusadas (o replay não deu o recorde delas): { $reasons }; e mais { $more }.
import-backup = Os recordes foram copiados para { $path } antes; Desfazer desfaz a importação.
import-save-error = Mas: { $error }
aside-help = { $help } { $count }
helps-list = { " " }({ $list })
aside-assisted-mines = Fora destes números: { $count ->
    [one] { $count } partida assistida
   *[other] { $count } partidas assistidas
  }{ $helps }.
aside-assisted-fifteen = Fora destes números: { $count ->
    [one] { $count } tentativa assistida
   *[other] { $count } tentativas assistidas
  }{ $helps }.
aside-known-mines = Fora dos melhores: { $count } num tabuleiro conhecido.
aside-known-fifteen = Fora dos melhores e das médias: { $count } num scramble conhecido (semente escolhida, repetição, digitado).
help-kind-hint = dica
help-kind-odds = chances
help-kind-auto = jogo automático
help-kind-undo = desfazer
help-kind-pause = pausa
help-kind-solve = Resolver
control-unknown = desconhecido
sessions-title = Sessões do Jogo do 15
sessions-pick =
    .title = A sessão atual, ou uma anterior para rever
sessions-new = Nova sessão
    .title = Encerrar esta sessão e começar outra (as resoluções dela ficam nos recordes)
sessions-began = Começou uma nova sessão.
session-this = Esta sessão (desde { $since })
session-earlier = { $since }: { $count ->
    [one] { $count } tentativa
   *[other] { $count } tentativas
  }
histogram-time = Tempo (s)
stat-not-counted = Não contadas
col-mean = Média
col-best = Melhor
col-worst = Pior
col-control = Controle
col-time-now = Tempo agora
col-moves-now = Lances agora
col-tps-now = TPS agora
col-average-best = melhor
best-by = Melhores por
best-style = Estilo
best-list = Lista de melhores
style-any = NF ou FL
style-nf = NF
style-fl = FL
metric-3bv = 3BV
metric-3bvs = 3BV/s
metric-stnb = STNB
metric-ioe = IOE
metric-rqp = RQP
metric-path = Caminho
metric-corr = Corr.
no-figures = Sem números: uma partida sem replay, ou com desfazer ou pausa
chart-none = { $label }: nenhum ainda.
chart-results = { $count ->
    [one] { $count } resultado
   *[other] { $count } resultados
  }
chart-range = de { $lo } a { $hi }
chart-latest = o último { $value }
chart-average = a média { $value }
chart-summary = { $label }: { $range }; { $latest }.
chart-summary-dnfs = { $label }: { $range }; { $latest }; { $dnfs } DNF.
chart-solve-times = Últimos tempos de resolução com ao12
chart-win-times = Últimos tempos de vitória com a média móvel
chart-win-rates = 3BV/s das últimas vitórias com a média móvel
legend-time = tempo (s)
legend-ao12 = ao12
legend-mean-10 = média de 10
histogram-summary = { $label }: { $count ->
    [one] { $count } resolução
   *[other] { $count } resoluções
  } de { $from } a { $to }; a maioria ({ $most }) de { $lo } a { $hi }.

## Campo Minado: o tabuleiro lido em voz alta, as palavras do solucionador, o diálogo Próprio

cell-covered = coberta
cell-flagged = com bandeira
cell-question = interrogação
cell-empty = vazia
cell-mine = mina
cell-exploded = mina explodida
cell-wrong-flag = bandeira errada
cell-number = { $count ->
    [one] { $count } mina
   *[other] { $count } minas
  }
mines-left-count = { $count ->
    [one] resta { $count } mina
   *[other] restam { $count } minas
  }
flags-too-many = { $count ->
    [one] { $count } bandeira a mais
   *[other] { $count } bandeiras a mais
  }
told-flagged = Com bandeira
told-questioned = Marcada com interrogação
told-unflagged = Bandeira tirada
told-won = Vencida em { $time }: todas as casas seguras estão abertas.
told-lost = Perdida: uma mina explodiu, depois de { $time }.
told-opened-one = Aberta: { $cell }
told-opened = { $count } casas abertas
told-covered = { $count ->
    [one] { $count } casa coberta de novo
   *[other] { $count } casas cobertas de novo
  }
told-marks = { $count } marcas mudadas
told-gap = .{ " " }
told-sentences = { $said }.
told-nothing = Nada mudou.
off-hint = A dica está desligada: ligue-a em Configurações > Solucionador (semiautomático ou automático).
off-odds = As chances estão desligadas: ligue-as em Configurações > Solucionador (semiautomático ou automático).
off-auto = O jogo automático está desligado: ligue-o em Configurações > Solucionador (automático).
cell-at = linha { $row }, coluna { $col }
proof-single = { " " }(um número prova)
proof-pair = { " " }(dois números juntos provam)
proof-mine-count = { " " }(os números e o total de minas provam)
proof-numbers = { " " }(os { $count } números em volta provam)
hint-first = Qualquer primeiro clique é seguro; tente { $cell }.
hint-safe = Segura: { $cell }{ $proof }.
hint-mine = Mina: { $cell }{ $proof }.
hint-guess = Nada é certo. Melhor chute: { $cell }, { $risk } de risco.
hint-guess-estimated = Nada é certo. Melhor chute: { $cell }, { $risk } de risco (estimado).
chance-proved-mine = uma casa que os números provaram ser mina
chance-not-proved = uma casa que os números não provaram segura
chance-of-mine = { $chance } de chance de mina
review-forced = O clique que perdeu foi um chute forçado, { $chance }: nenhuma casa era certamente segura.
review-could-wait = O clique que perdeu, { $chance }, podia esperar: { $cell } era certamente segura (marcada).
review-no-guesses = Sem chutes.
review-guesses = Chutes: { $count }, desnecessários: { $needless }.
review-refused = A análise para na ação { $action }, que a partida recusou: { $why }.
custom-not-whole = { $field }: digite um número inteiro.
custom-range = { $field }: de { $min } a { $max }.
custom-range-mines = { $field }: de { $min } a { $max } num tabuleiro deste tamanho.
counter-clicks = Cliques
counter-flags = Bandeiras
metric-ce = CE

## Os veredictos de um replay

verdict-safe-chance = { $chance } segura
verdict-safe-chance-about = cerca de { $chance } segura
proof-by-count = o total de minas prova
proof-number-at = o { $number } em { $cell }
list-and = { $list } e { $last }
proof-by-numbers = { $list } { $count ->
    [one] prova
   *[other] provam
  }{ $found ->
    [yes] , contando as minas já achadas
   *[no] {""}
  }{ $withCount ->
    [yes] { " " }com o total de minas
   *[no] {""}
  }
proof-by-many = os { $count } números em volta provam { $withCount ->
    [yes] com o total de minas
   *[no] em qualquer arranjo
  }{ $found ->
    [yes] , contando as minas já achadas
   *[no] {""}
  }
verdict-first = { $cell }: o primeiro clique, nada a julgar.
verdict-certain = { $cell }: certa: { $proof }.
verdict-forced = { $cell }: um chute forçado, { $chance }: nenhuma casa era certa.
verdict-needless = { $cell }: um chute desnecessário, { $chance }, enquanto { $safe } era certa.
luck-odds = 1 em { $odds }
summary-certain = { $count ->
    [one] { $count } clique certo
   *[other] { $count } cliques certos
  }
summary-forced = { $count ->
    [one] { $count } chute forçado
   *[other] { $count } chutes forçados
  }
summary-needless = { $count ->
    [one] { $count } chute desnecessário
   *[other] { $count } chutes desnecessários
  }
summary-luck = sorte { $luck }
summary-solver = Solucionador: { $parts }.
summary-stopped = { $line } Julgado até a ação { $action }: a seguinte foi recusada ({ $why }).

## Campo Minado: modos, o painel, o resultado, o tabuleiro de estudo

mode-opening = abre
    .name = primeiro clique que abre
    .badge = {""}
    .title = O primeiro clique abre uma área
mode-safe = seguro
    .name = primeiro clique seguro
    .badge = Primeiro clique seguro
    .title = Só a casa clicada é livre, como no Windows XP
mode-noGuess = sem chute
    .name = sem chute
    .badge = Sem chute
    .title = Um tabuleiro que só deduções certas resolvem
mode-strict = estrito
    .name = sem chute estrito
    .badge = Sem chute estrito
    .title = Um tabuleiro sem chute onde um clique numa casa não provada segura cai numa mina
mode-weak = fraco
    .name = sem chute fraco
    .badge = Sem chute fraco
    .title = Um clique numa casa não provada segura cai numa mina enquanto havia uma segura provada; um chute forçado vira seguro
mode-blessing = bênção
    .name = bênção
    .badge = Bênção
    .title = Um tabuleiro aleatório onde só um chute forçado vira seguro
mode-guessable = chutável
    .name = chutável
    .badge = Chutável
    .title = Um tabuleiro sem chute onde um clique numa mina vira seguro quando dá
mode-lucky = sorte
    .name = sorte
    .badge = Sorte
    .title = Um tabuleiro aleatório onde um clique numa mina vira seguro quando dá
mode-upk =
    .name = um tabuleiro conhecido antes da partida (UPK)
table-custom = Personalizado { $size }, { $mines } minas
table-with-mode = { $board }, { $mode }
run-relay = Revezamento { $sizes }
run-marathon = Maratona de { $count }, { $size }
run-blind-name = Às cegas { $size }
mode-none-found = { $mode }: não encontrado nesta densidade, então este tabuleiro pode pedir um chute
seconds = { $s } s
seed-known-board = O mesmo tabuleiro de novo (UPK: fora das listas de melhores)
seed-chosen = Semente { $seed } (escolhida: fora das listas de melhores)
seed-line = Semente { $seed }
seed-later = A semente aparece quando a partida termina
clicks-line = Cliques { $total } (esquerdo { $left }, direito { $right }, chord { $chord })
result-cleared = Limpo em { $time }
result-exploded = Explodiu depois de { $time }
result-bbbv-of = { $solved } de { $total }
result-mode-upk = { $mode }, UPK
result-study = Estudar
    .title = Estudar este tabuleiro: as chances e casas certas do solucionador (Jogo > Estudar uma posição…)
result-copy = Copiar
    .title = Copiar o tabuleiro como texto e como imagem
result-hide = Ocultar o resultado
    .title = Ocultar o resultado (o tabuleiro fica como terminou)
not-saved = Não salvo: { $error }
replay-this-game = Replay desta partida
figures-line = CE { $ce } · IOE { $ioe } · RQP { $rqp } · STNB { $stnb } · correção { $corr } · vazão { $thrp } · caminho { $path }
thinking = Pensando…
auto-guessed = O jogo automático chutou { $cell } ({ $risk } de risco).
auto-stop = Parar
leave-game-title = Sair desta partida?
leave-game-text = A partida em andamento conta como derrota se você sair agora.
leave-game-yes = Encerrar (uma derrota)
leave-game-no = Continuar jogando
guide-mines = Clique em qualquer casa para começar; clique direito (ou { $flag }) põe bandeira. F1 mostra todas as teclas.
guide-fifteen = Ponha as peças em ordem, o vazio por último: clique numa peça alinhada com o vazio ou use as setas. F1 mostra todas as teclas.
assist-name-hint = Dica
assist-name-odds = Chances
assist-name-auto = Jogo automático
assist-name-undo = Desfazer
assist-name-pause = Pausa
assist-name-solve = Resolver
ask-assist-title = Usar { $help }?
ask-assist-text = { $help } torna { $what ->
    [run] esta série assistida
    [solve] esta resolução assistida
   *[game] esta partida assistida
  }: ela é guardada e pode ser repetida, mas fica fora das suas estatísticas, sequências e listas de melhores. O { -brand } diz isso só uma vez.
ask-assist-yes = Usar { $help }
study-title = Estudar uma posição
study-help = Uma linha do tabuleiro por linha: 1-8 um número, . ou 0 uma casa vazia, # ou ? coberta, F ou * com bandeira.
study-position =
    .aria-label = Posição
study-go = Estudar
study-said = { $hint } Certo: { $safe } seguras, { $mines } minas.
copied-text-image = Tabuleiro copiado como texto e como imagem.
copied-text = Tabuleiro copiado como texto.
clipboard-refused = A área de transferência recusou o tabuleiro: { $error }

## Jogo do 15: resultados, séries, palavras do solucionador, tamanhos, arquivos de esquema

solved-in = Resolvido em { $time } s
solve-figures = { $moves ->
    [one] { $moves } lance
   *[other] { $moves } lances
  } ({ $multi } de várias peças), { $tps } TPS, MD { $md }, MMD { $mmd }
practice-retry = repetição de treino
space-next-run = Espaço para a próxima série
space-next-scramble = Espaço para o próximo scramble
legs-line = Trechos { $legs }
direction-up = para cima
direction-down = para baixo
direction-left = para a esquerda
direction-right = para a direita
told-tiles-moved = { $tiles } { $dir }
told-moved = movida { $dir }
run-seed = Semente da série { $seed }
run-seed-later = A semente da série aparece quando ela termina
origin-retry = Treino: uma repetição do último scramble, fora dos recordes
origin-typed = Uma posição digitada
origin-chosen = Semente { $seed } (escolhida: treino, fora dos melhores e das médias)
solve-seed-later = A semente aparece quando a resolução termina
scramble-hidden = oculto até a resolução ser julgada
assisted-solve = Assistida{ $helps }: esta resolução fica fora das estatísticas e médias
paused-solve = Em pausa: aperte { $key } ou Seguir para continuar
relay-legs-range = um revezamento tem de 2 a { $max } trechos (veio { $count })
col-leg = Trecho
run-leg = trecho { $leg } de { $legs }
run-blind = memorize, depois resolva sem ver; Enter ao terminar
run-splits = parciais { $splits }
run-retry = repetição de treino, fora dos recordes
run-failed = Não resolvido: as peças não estavam em ordem quando você disse Pronto aos { $time } s (um DNF)
run-done = { $name } em { $time } s
hint-move-optimal = Mova o { $tile } { $dir } · { $count ->
    [one] falta { $count } lance
   *[other] faltam { $count } lances
  }, no melhor caso
hint-move-quick = Mova o { $tile } { $dir } · { $count ->
    [one] falta { $count } lance
   *[other] faltam { $count } lances
  }, pelo método rápido
optimal-line = Ótimo: { $optimal ->
    [one] { $optimal } lance
   *[other] { $optimal } lances
  } (os seus: { $yours }, eficiência { $efficiency })
path-all-optimal = Todo lance esteve num caminho ótimo
path-left-optimal = O lance { $move } saiu de todo caminho ótimo: { $before ->
    [one] faltava { $before }
   *[other] faltavam { $before }
  } antes dele, { $after } depois
optimal-solution = Uma solução ótima, como lances de peças (U cima, D baixo, L esquerda, R direita): { $moves }
session-line = Sessão: { $count ->
    [one] { $count } resolução
   *[other] { $count } resoluções
  }
session-line-dnfs = Sessão: { $count ->
    [one] { $count } resolução
   *[other] { $count } resoluções
  }, { $dnfs } DNF
session-mean = média { $mean }
session-new-line = Sessão: nova, ainda sem resoluções
copy-hidden = Nada copiado: os números de uma resolução às cegas continuam ocultos
copied-state = Copiado: { $state }
clipboard-refused-position = A área de transferência recusou a posição: { $error }
thinking-tables = Pensando… (a primeira resposta de 4×4 também monta as tabelas do solucionador: alguns segundos, uma vez)
leave-solve-title = Sair desta resolução?
leave-solve-text = A resolução em andamento conta como DNF (não terminada) se você sair agora.
leave-run-title = Sair desta série?
leave-run-text = A série em andamento conta como DNF (não terminada) se você sair agora.
leave-dnf-yes = Encerrar (um DNF)
size-other = Outro…
size-not-a-size = "{ $text }" não é um tamanho como 4x4
size-sides = "{ $text }": os lados vão de { $min } a { $max }
scheme-no-size = o arquivo não traz um tamanho: a primeira linha deveria ser um, como 5x5
scheme-at-line = linha { $line }: { $error }
scheme-file-rows = um esquema { $size } tem { $rows } linhas de cores; este arquivo tem { $count }
scheme-file-entries = uma linha de um esquema { $size } tem { $entries } entradas; esta tem { $count }
scheme-not-colour = "{ $entry }" não é uma cor (0 a 9, ou . para nenhuma)
tile-hidden = peça
tile-blank = vazio

## Replays e vídeos

replay-board =
    .aria-label = Tabuleiro repetido
replay-puzzle =
    .aria-label = Quebra-cabeça repetido
replay-back = ◀ Passo
    .title = Ação anterior
replay-play = Tocar
replay-pause = Pausa
replay-step = Passo ▶
    .title = Próxima ação
replay-prev-guess = ◀ Chute
    .title = O chute anterior
replay-next-guess = Chute ▶
    .title = O próximo chute
replay-scrub =
    .aria-label = Posição na partida
replay-speed =
    .aria-label = Velocidade
replay-counters-mines = { $time } · 3BV { $solved }/{ $total } · { $rate } 3BV/s · { $clicks ->
    [one] { $clicks } clique
   *[other] { $clicks } cliques
  } · { $left ->
    [one] resta { $left } mina
   *[other] restam { $left } minas
  }
replay-counters-fifteen = { $time } · { $moves ->
    [one] { $moves } lance
   *[other] { $moves } lances
  } · { $rate } TPS
replay-figures = cliques { $clicks } (esquerdo { $left }, direito { $right }, duplo { $double }) · { $figures }
replay-no-click = Nenhum clique ainda.
replay-click-at = Clique em { $verdict }
replay-before-first = Antes do primeiro clique.
replay-mode = modo: { $mode }
video-refused = Não foi possível abrir { $name }: { $why }.
video-won = Vencida em { $time } s, 3BV { $bbbv }, 3BV/s { $rate }
video-lost = Perdida em { $time } s, 3BV { $bbbv }, 3BV/s { $rate }
video-player = jogada por { $player }
video-program = gravada com { $program }
best-list-empty-solves = Ainda não há resoluções contadas nesta lista.
best-list-empty-wins = Ainda não há vitórias nesta lista.
session-empty = Ainda não há resoluções nesta sessão. Resolva um scramble para vê-lo aqui.

## Novidades depois de uma partida

news-first-win = Primeira vitória em { $name }: { $time } s
news-new-best = Novo recorde em { $name }: { $time } s, o 2º melhor era { $was } s
news-placed = { $time } s é seu { $rank }º melhor tempo em { $name }
news-best-figure-any = Novo recorde: { $name } { $metric } { $value }, antes { $was }
news-best-figure-nf = Novo recorde: { $name } NF { $metric } { $value }, antes { $was }
news-best-figure-fl = Novo recorde: { $name } FL { $metric } { $value }, antes { $was }
news-metric-time = tempo
news-metric-3bvs = 3BV/s
news-metric-stnb = STNB
news-metric-ioe = IOE
news-metric-rqp = RQP
news-metric-path = caminho
news-moves = { $count } lances
news-tps = { $tps } TPS
news-first-single-time = Primeiro single em { $name }: { $value }
news-first-single-moves = Primeiro single por lances em { $name }: { $value }
news-first-single-tps = Primeiro single por TPS em { $name }: { $value }
news-new-single-time = Novo melhor single em { $name }: { $value } (antes { $was })
news-new-single-moves = Novo melhor single por lances em { $name }: { $value } (antes { $was })
news-new-single-tps = Novo melhor single por TPS em { $name }: { $value } (antes { $was })
news-first-average = Primeira ao{ $n } em { $name }: { $value }
news-new-average = Nova melhor ao{ $n } em { $name }: { $value } (antes { $was })
why-assisted = assistida
why-assisted-helps = assistida: { $helps }
why-chosenSeed = uma semente escolhida
why-retry = uma repetição
why-typedPosition = uma posição digitada
why-typedBoard = um tabuleiro digitado
why-unproven = sem prova: sem replay
why-gap = ;{ " " }
undo-import = Desfazer a importação ({ $count ->
    [one] { $count } partida
   *[other] { $count } partidas
  })
undo-reset = Desfazer o zeramento de { $name }
density-warning = { $density }% de minas: o { -brand } acha sempre um tabuleiro sem chute até { $reliable }%; nesta densidade talvez não, e o tabuleiro pode pedir um chute.

## O arquivo .desktop (menus do Linux): um tipo de aplicativo e uma linha sobre ele

desktop-generic-name = Jogos de raciocínio
desktop-comment = Campo Minado e o Jogo do 15 para jogadores que correm atrás dos seus tempos
dnf = DNF
average-ao = ao{ $n }
session-average = ao{ $n } { $value }
evf-button = EVF
col-md = MD
col-mmd = MMD
about-title = { -brand }
error-no-backend = O backend do { -brand } não está acessível desta página.

## O que o motor recusa, e por quê (os erros do backend)

error-as-written = { $text }
error-width = a largura deve ficar entre { $min } e { $max } (veio { $got })
error-height = a altura deve ficar entre { $min } e { $max } (veio { $got })
error-mines = as minas devem ficar entre 1 e { $max } num tabuleiro { $width }x{ $height } (veio { $got })
error-not-a-size = { $text } não é um tamanho; esperado N ou LxA (como 4 ou 3x5)
error-tile-count = esperados { $expected } números para um tabuleiro { $width }x{ $height }, vieram { $got }
error-not-a-permutation = os números devem ser de 0 a { $max }, uma vez cada (0 é o vazio); { $problem }
error-not-a-tile = { $text } não é um número de peça
error-ragged-state = a linha { $row } tem { $found } números, mas a linha 1 tem { $expected }
error-not-square = { $count } números não formam um tabuleiro quadrado
error-relay-legs = um revezamento tem de 2 a { $max } trechos (vieram { $got })
error-marathon-count = uma maratona tem de 2 a { $max } scrambles (vieram { $got })
error-no-help-before-first = nenhuma ajuda é anotada antes do primeiro clique
error-nothing-to-undo = nada a desfazer
error-undo-replay = não foi possível jogar a partida de novo até antes da última ação
error-undo-first-click = o primeiro clique, que distribuiu o tabuleiro, não pode ser desfeito
error-pause-not-playing = só uma partida em jogo pode ser pausada
error-game-not-paused = a partida não está em pausa
error-hold-run = o relógio só fica retido enquanto se responde a uma ajuda pedida durante uma série
error-run-never-paused = uma série de treino nunca é pausada
error-hold-solve = o relógio só fica retido enquanto se responde a uma ajuda pedida durante uma resolução
error-no-help-blind = sem ajuda durante uma resolução às cegas
error-pause-not-running = só uma resolução em andamento pode ser pausada
error-solve-not-paused = a resolução não está em pausa
error-cell-off-board = a casa ({ $row }, { $col }) está fora do tabuleiro { $width }x{ $height }
error-game-over = a partida acabou; comece outra
error-game-history-full = esta partida chegou a { $count } ações, o máximo que uma partida guarda; comece outra
error-game-controls-full = esta partida usou { $count } pausas e desfazer, o máximo que uma partida guarda; continue ou comece outra
error-game-paused = a partida está em pausa; retome-a primeiro
error-no-tile-moves = nenhuma peça pode ir { $dir }
error-tile-off-board = a casa { $index } não está no tabuleiro { $width }x{ $height }
error-not-in-line = a casa { $index } não está na linha nem na coluna do vazio
error-solved = o quebra-cabeça está resolvido; embaralhe de novo
error-blind-over = esta resolução às cegas acabou; embaralhe de novo
error-not-blind = só uma resolução às cegas é declarada terminada; esta para quando as peças estão no lugar
error-blind-not-started = faça um lance primeiro: uma resolução às cegas começa no primeiro lance
error-attempt-history-full = esta tentativa chegou a { $count } lances, o máximo que uma tentativa guarda; embaralhe de novo
error-attempt-controls-full = esta tentativa usou { $count } pausas, o máximo que uma tentativa guarda; continue ou embaralhe de novo
error-solve-paused = a resolução está em pausa; retome-a primeiro
error-move-other-game = lance para a partida { $got }, mas a partida { $expected } está no tabuleiro
error-move-repeated = o lance { $seq } desta partida já chegou
error-move-too-far = o lance { $seq } está mais de { $max } à frente do lance { $next }, o próximo esperado
error-unsolvable = este arranjo não chega à meta (a paridade das peças está errada)
error-optimal-too-large = soluções ótimas são para tabuleiros de no máximo 16 casas (3x3, 3x4, 3x5, 2x8, 4x4 …); este é { $width }x{ $height }
error-no-tables = o 4x4 precisa das bases de padrões, que ainda não foram montadas
error-gave-up = a busca desistiu depois de { $nodes } nós
error-position-size = esperadas { $expected } casas, vieram { $got }
error-position-number = a casa { $index } mostra { $number }, mas tem só { $neighbours } vizinhas
error-position-mines = { $mines } minas não cabem em { $covered } casas cobertas
error-position-over = a partida acabou: não há mais nada a deduzir
error-inconsistent = nenhum arranjo de minas cabe nestes números e neste total de minas
error-study-cell = linha { $line }, coluna { $column }: { $found } não é uma casa (1-8 um número, . ou 0 vazia, # ou ? coberta, F ou * com bandeira)
error-study-ragged = linha { $line }: { $found } casas, mas a primeira linha tem { $expected }
error-study-number = linha { $line }, coluna { $column }: { $number } é impossível: a casa tem só { $neighbours } vizinhas
error-study-empty = a posição está vazia: escreva uma linha do tabuleiro por linha
error-study-after-blank = linha { $line }: uma linha depois de uma linha em branco; as linhas do tabuleiro vêm uma após a outra
error-no-guess-layout = nenhum arranjo sem chute encontrado para { $mines } minas num tabuleiro { $width }x{ $height }; tente menos minas
error-video-empty = o arquivo está vazio
error-video-too-large = o arquivo tem { $bytes } bytes, mais do que qualquer vídeo de Campo Minado
error-video-unreadable = não é um vídeo { $format } legível: { $reason }
error-video-damaged = o vídeo { $format } está danificado: a partida não pode ser repetida
error-video-busy = o vídeo tem { $changes } apertos e solturas de botão num tabuleiro de { $cells } casas, mais do que o { -brand } analisa (o produto dos dois, no máximo { $max })
error-evf-too-large = o EVF guarda tabuleiros de até { $max }x{ $max }; este é { $width }x{ $height }
error-evf-no-board = a partida ainda não tem minas colocadas (nenhuma casa foi aberta): não há o que gravar
error-evf-too-long = a partida dura { $ms } ms, mais do que cabe no relógio do EVF
error-evf-controlled = o EVF não mostra um desfazer nem uma pausa, e esta partida tem um
error-log-token = o item { $token } do registro não é uma ação com tempo ({ $text })
error-log-off-board = o item { $token } do registro aponta a casa { $cell }, fora do tabuleiro { $width }x{ $height }
error-log-end = a marca de fim do registro não é seu último item
error-log-board = o tabuleiro { $text } não é `LxA:` e um dígito hexadecimal a cada quatro casas
error-replay-no-log = ela não tem registro de ações para conferir (gravada antes dos replays)
error-replay-table = a tabela { $table } dela não é uma que o { -brand } mantém
error-replay-log = o registro dela não pode ser lido: { $why }
error-replay-board = o tabuleiro dela não é { $why }
error-replay-action = a ação { $action } do registro dela não pode ser jogada: { $why }
error-replay-after-end = o registro dela tem ações depois do fim da partida
error-replay-mismatch = o recorde dela não bate com o replay: { $why }
error-store-read-only = os recordes são somente leitura: { $why }
error-store-write = não foi possível salvar os recordes em { $dir }: { $why }
error-store-held = não foi possível salvar os recordes em { $dir }: { $file } está aberto em outro programa ({ $why }); feche-o e o próximo salvamento grava tudo
error-store-invalid = não é um arquivo de recordes do { -brand }: { $why }
error-store-encode = não foi possível gravar os recordes: { $why }
error-seed = a semente deve ser um número inteiro de 0 a { $max } (veio { $got })
error-solver = o solucionador não consegue ler esta posição: { $why }
error-auto-moves = os lances devem ficar entre 1 e { $max } (veio { $got })
error-not-over = a partida ainda não acabou
error-replay-not-saved = não foi possível salvar um replay: { $why }
error-replay-not-removed = não foi possível remover um replay: { $why }
error-writer-stopped = a gravação dos recordes não está rodando
error-run-not-paused = uma série de treino não está em pausa: o relógio dela é o da série
error-state-unsolvable = este arranjo não tem solução (duas peças estão trocadas em relação a qualquer arranjo resolvível)
error-state-solved = este arranjo já está resolvido
error-no-help-blind-shows = sem ajuda durante uma resolução às cegas: ela mostraria onde estão as peças
error-solver-move-illegal = o lance do solucionador não é permitido aqui
error-optimum-not-after-solve = o ótimo de um { $width }x{ $height } não é calculado depois de uma resolução (pode levar minutos)
error-no-language = não há idioma chamado { $name }
error-menu = não foi possível escrever o menu de novo: { $why }
error-no-board-yet = ainda não há tabuleiro distribuído: abra uma casa primeiro
error-pointer-batch = { $got } amostras do ponteiro numa chamada; no máximo { $max }
error-no-table = não há tabela do { $game ->
    [mines] { -mines }
   *[other] { -fifteen }
  } chamada { $table }
error-not-saved-first = nada mudou: não foi possível salvar os recordes antes: { $why }
error-nothing-changed = nada mudou: { $why }
error-nothing-to-take-back = não há importação nem zeramento para desfazer
error-export = não foi possível exportar: { $why }
error-write-file = não foi possível gravar { $path }: { $why }
error-import-too-big = não dá para importar: o arquivo tem { $size } MB; no máximo { $max } MB
error-import = não dá para importar: { $why }
error-import-newer = não dá para importar: escrito por um { -brand } mais novo (esquema { $schema })
error-not-exported = esta partida não pode ser exportada: { $why }
error-no-won-replay = nenhuma partida vencida de { $table } tem replay para exportar
error-too-many-figures = no máximo { $max } partidas de uma vez (vieram { $got })
error-no-game-at = não há partida de { $table } gravada em { $at }
error-no-replay = esta partida foi gravada antes dos replays: não tem nenhum
error-not-replayed = esta partida não pode ser repetida: { $why }
error-no-such-game = não há jogo chamado { $name }; mines ou fifteen
error-no-session = nenhuma sessão começou em { $at }
error-settings-not-object = as configurações devem ser um objeto JSON
error-settings-too-big = as configurações têm { $size } bytes; o limite é { $max }
error-settings-no-dir = não há pasta de dados para guardar as configurações
error-settings-other-window = as configurações não são salvas: outra janela do { -brand } cuida delas
error-settings-not-saved = não foi possível salvar { $path }: { $why }
error-study-too-long = uma posição de estudo tem no máximo { $max } caracteres (um tabuleiro 200x200)
error-not-a-video = não é um vídeo de Campo Minado: o { -brand } abre arquivos .avf, .rmv, .evf e .mvf
error-video-file-too-large = { $why }: maior do que qualquer vídeo de Campo Minado
error-video-not-read = não dá para ler: { $why }
error-video-not-analysed = não foi possível analisar o vídeo: ele está danificado

## O que se diz ao iniciar sobre os recordes, as configurações e uma partida interrompida

readonly-no-directory = { $dir } não pode ser criado ({ $error })
readonly-other-window = outra janela do { -brand } está usando estes recordes
readonly-marked-start = { $path } está marcado como somente leitura (tire a marca para salvar de novo)
readonly-marked = { $path } está marcado como somente leitura
readonly-unreadable = { $path } não pode ser lido ({ $error })
readonly-newer = { $path } foi escrito por um { -brand } mais novo (esquema { $schema })
readonly-stuck = { $path } está danificado e não pôde ser posto de lado ({ $error })
log-problem-unreadable = não pode ser lido: { $error }
log-problem-cut-short = a última linha, cortada, não pôde ser removida: { $error }
log-problem-not-a-change = não é uma mudança: { $error }
notice-read-only = Os recordes são somente leitura: { $why }. Os resultados desta janela não são salvos.
notice-left-as-it-is = Os recordes são somente leitura: { $why }. O arquivo ficou como estava.
notice-newer = Os recordes são somente leitura: { $why }. Atualize o { -brand } para acrescentar.
notice-upgraded = Os recordes foram atualizados do esquema { $from } para o { $to }.
notice-file-moved-aside = O arquivo de recordes não pôde ser lido ({ $problem }); foi movido para { $aside } e novos recordes começaram.
notice-file-stuck = O arquivo de recordes { $path } está danificado ({ $problem }) e não pôde ser posto de lado; os recordes são somente leitura.
notice-file-held = O arquivo de recordes não pôde ser lido ({ $problem }); outra janela do { -brand } está com ele aberto.
notice-log-moved-aside = O registro de recordes estava danificado na linha { $line } ({ $problem }); as partidas anteriores foram mantidas e o registro foi movido para { $aside }.
notice-log-stuck = O registro de recordes { $path } está danificado na linha { $line } ({ $problem }); os recordes são somente leitura.
notice-log-shown = O registro de recordes estava danificado na linha { $line } ({ $problem }); as partidas anteriores são mostradas.
notice-moved = Seus recordes foram movidos de { $from } para { $to }, onde o { -brand } os guarda daqui em diante.
notice-not-moved = Seus recordes ficam em { $from }: não foi possível movê-los para { $to } ({ $error }).
notice-no-data-directory = Nenhuma pasta de dados foi encontrada; os recordes desta sessão não são salvos.
notice-journal-unreadable = O diário de mudanças não salvas não pôde ser lido ({ $problem }); ele foi removido.
notice-journal-empty = O diário da partida em andamento ({ $file }) estava vazio; ele foi removido.
notice-unreadable-mines = A partida de { -mines } em andamento não pôde ser lida de volta ({ $problem }).
notice-unreadable-fifteen = A tentativa de { -fifteen } em andamento não pôde ser lida de volta ({ $problem }).
notice-saves-recorded = { $count ->
    [one] Uma partida cujo salvamento falhou antes de o { -brand } fechar foi registrada a partir do diário.
   *[other] { $count } partidas cujo salvamento falhou antes de o { -brand } fechar foram registradas a partir do diário.
  }
notice-save-not-recorded = Uma partida cujo salvamento falhou não foi registrada: { $why }.
notice-recorded-loss = A partida de { $name } em andamento quando o { -brand } fechou foi registrada como derrota.
notice-recorded-dnf = A tentativa de { $name } em andamento quando o { -brand } fechou foi registrada como DNF.
notice-not-recorded-mines = A partida de { $name } em andamento quando o { -brand } fechou não foi registrada: { $why }.
notice-not-recorded-fifteen = A tentativa de { $name } em andamento quando o { -brand } fechou não foi registrada: { $why }.
notice-settings-moved-aside = O arquivo de configurações não pôde ser lido ({ $problem }); foi movido para { $aside } e as configurações padrão são usadas.
notice-settings-left = O arquivo de configurações não pôde ser lido ({ $problem }); esta janela usa as configurações padrão.
notice-settings-stuck = O arquivo de configurações { $path } não pôde ser lido ({ $problem }) nem posto de lado ({ $error }); as configurações padrão são usadas.

## Por que um replay recusa um recorde (dentro das mensagens acima)

replay-board-of-table = um tabuleiro desta tabela ({ $table })
replay-board-seed = o que a semente dela distribui
replay-board-scramble = um scramble: { $why }
replay-board-scramble-of = um scramble { $size }
replay-mismatch-log-ends = uma partida em andamento, mas o registro dela a encerra
replay-mismatch-log-finishes = uma tentativa em andamento, mas o registro dela a conclui
replay-mismatch-no-cell = nenhuma casa foi aberta
replay-mismatch-no-move = nenhum lance foi feito
replay-mismatch-differs = gravado { $recorded }, repetido { $replayed }
