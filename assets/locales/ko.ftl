# Gomoku: 한국어.

## 문장 부호
label-colon = { ": " }

## ui/help
gomoku = 오목
help = 도움말
mute = 음소거
rule-freestyle-help = 다섯 개 이상 연속으로 놓으면 이깁니다.
rule-standard-help = 정확히 다섯 개여야 이기며, 여섯 개 이상은 인정되지 않습니다.
rule-caro-help = 다섯 개를 놓으면 이기지만, 양 끝이 모두 상대 돌에 막히면 인정되지 않습니다.
rules = 규칙
controls = 조작
rule-gomoku-help = 흑과 백이 번갈아 빈 자리에 돌을 놓으며, 흑이 먼저 둡니다. 가로, 세로, 대각선 중 한 방향으로 다섯 개를 먼저 연속으로 놓는 쪽이 이깁니다.
rule-freestyle = 자유 규칙
rule-standard = 표준 규칙
rule-renju = 렌주
rule-caro = 카로
rule-renju-help = 흑의 삼삼, 사사, 장목은 금수입니다(빨간 X로 표시). 백은 제한이 없으며 다섯 개 이상이면 이깁니다.
key-mouse-touch = 마우스 / 터치
click-or-tap-a-point = 교차점을 클릭하거나 탭하여 착수
key-arrows = 방향키
move-the-cursor = 커서 이동
key-enter-space = Enter / 스페이스바
place-a-stone-at-the = 커서 위치에 착수
key-coordinate-enter = h8 + Enter
type-a-coordinate-to-play = 좌표를 입력하여 그 자리에 착수
key-undo-redo = Ctrl+Z / Ctrl+Y
undo-redo = 무르기 / 다시 하기
key-new-game = Ctrl+N
new-game-menu-enter-starts = 새 게임 (메뉴, Enter로 시작)
key-hint = Ctrl+H
key-mute = Ctrl+M
key-save-open = Ctrl+S / Ctrl+O
key-help = F1
key-escape = Esc
key-gamepad = 게임패드
gamepad-buttons = 방향 패드/스틱: 커서 · A: 착수 · B: 무르기 · X: 다시 하기 · Y: 힌트
key-gamepad-start-select = 게임패드 Start / Select
menu-help = 메뉴 / 도움말
close-the-window-on-top = 맨 위의 창을 닫고, 창이 없으면 메뉴 열기

## puzzles/panel
grew-from-the-opening = 시작 오프닝
level = 레벨
puzzle = 퍼즐
win-by-fours-vcf = 연속 사로 승리 (VCF)
win-by-threes-and-fours = 삼과 사로 승리 (VCT)
you-attack-with = 내 공격 돌
find-the-forced-win-every = 필승 수순을 찾으세요. 모든 수가 필승을 유지해야 합니다.
lets-the-win-slip-the = 수로 필승을 놓쳤습니다. 수비가 버텨 냅니다. 다시 할까요?
solved-exclaimed = 해결!
no-forced-win-found-from = 이 국면에서는 필승을 찾지 못했습니다.
hint-the-move-is-in = 힌트: 정답 수가 있는 범위
hint-play = 힌트: 정답 수
retry = 다시 시도
next-puzzle = 다음 퍼즐
solved-at-this-level = 이 레벨 해결
streak = 연속 해결
best = 최고
hint = 힌트

## ui/opening_panel
the-tentative-black = 임시 흑
the-tentative-white = 임시 백
soosorv-8-opening = 소소르프-8 오프닝
taraguchi-10-opening = 타라구치-10 오프닝
places-stone = { $n }번째 돌 착수
within-the-central = (중앙 { $s }×{ $s } 안)
anywhere = (어디든 가능)
white-declares-how-many-fifth = 백이 흑이 제시할 5수 후보의 개수를 선언합니다
black-offers-fifth-moves-no = 흑이 서로 대칭이 아닌 5수 후보를 제시합니다: 판에서 빈 자리를 고르세요
white-keeps-one-of-the = 백이 후보 중 하나를 5수로 고릅니다: 판에서 고르세요
offers = 후보
offer-n-fifth-moves = 5수 후보 { $n }개 제시
play-black-you-place-the = 흑으로 두기: 중앙 9×9 안에 5수를 직접 두며, 백은 흑백을 바꿀 수 있습니다. 후보 제시: 백이 하나를 골라 이어서 둡니다.
the-proposer = 제안자
the-chooser = 선택자
swap-opening = 스왑 오프닝
swap2-opening = 스왑2 오프닝
proposer = 제안자
chooser = 선택자
the-proposer-places-black-white = 제안자가 흑, 백, 흑을 놓습니다
left = 남음
the-chooser-places-white-then = 선택자가 백, 흑을 차례로 놓습니다
choose-a-colour = 색 고르기
play-black = 흑으로 두기
play-white = 백으로 두기
place-two-more = 두 개 더 놓기
the-ai = AI
you-in-text = 나

## ui_kit/words
stone-must-go-within-the = { $n }번째 돌은 중앙 { $s }×{ $s } 안에 놓아야 합니다
keep-one-of-the-offered = 제시된 5수 후보 중 하나를 고르세요
that-point-is-offered-already = 이미 후보로 제시한 자리입니다
that-offer-mirrors-an-earlier = 앞서 제시한 후보와 대칭입니다: 같은 국면이 됩니다
declare-1-to-fifth-moves = 5수 후보 개수를 1~{ $n } 중에서 선언하세요
choose-a-colour-first = 먼저 색을 고르세요
this-is-the-main-line = 이미 주 수순입니다
black-played-a-forbidden-move = 흑이 금수를 두었습니다: 백 승
black-resigned-white-wins = 흑 기권: 백 승
white-resigned-black-wins = 백 기권: 흑 승
draw-the-board-is-full = 무승부: 판이 가득 찼습니다
you-win = 승리했습니다!
you-lose = 패배했습니다
black-wins = 흑 승
white-wins = 백 승
that-point-is-taken = 이미 돌이 놓인 자리입니다
wait-for-your-turn = 내 차례를 기다리세요
the-game-is-over = 대국이 끝났습니다
nothing-to-undo = 무를 수가 없습니다
nothing-to-redo = 다시 할 수가 없습니다
not-a-point-on-this = 이 판에 없는 좌표입니다
an-unreadable-file-was-kept = 읽을 수 없는 파일을 따로 보관했습니다
an-unreadable-file-is-left = 읽을 수 없는 파일은 그대로 두고 저장하지 않습니다
won-by-row = { $side }: { $from }부터 { $to }까지 { $n }목
won-by-five = { $side }: { $from }부터 { $to }까지 오목
no-empty-point-is-left = 빈 자리가 남아 있지 않습니다
every-empty-point-is-forbidden = 모든 빈 자리가 흑의 금수입니다
side-resigned = { $side } 기권
blacks-at-a-forbidden-move = 흑의 { $point } { $kind }: 금수를 두면 패배합니다
forbidden-for-black-at-refused = 흑 금수: { $point } { $kind } (착수 불가)
nothing-to-resign-no-stone = 기권할 수 없습니다: 판에 돌이 없습니다

## ui/status
declare-the-number-of-fifth = 5수 후보 개수 선언
offer-fifth-moves = 5수 후보 제시
keep-one-of-the-offers = 후보 하나 고르기
analysing = 분석 중
side-to-move = { $side } 차례
thinking = 생각 중
looking-for-a-hint = 힌트를 찾는 중
reviewing-the-game-is-paused = 복기 중: 대국이 일시 정지되었습니다
choose-a-game-in-the = 메뉴에서 게임을 고르세요
typed = 입력
resign-this-game = 이 대국을 기권할까요?
yes-resign = 예, 기권합니다
no = 아니요

## ui/menu
soosorv-8 = 소소르프-8
taraguchi-10 = 타라구치-10
the-tentative-black-places-one = 임시 흑이 26주형 중 하나를 놓고, 상대는 흑백을 바꿀 수 있습니다. 백이 4수를 아무 곳에나 두고 5수 후보 개수를 1~8 중에서 선언하면, 상대는 다시 바꿀 수 있습니다. 흑이 그 개수만큼 5수 후보를 제시하고 백이 하나를 고릅니다.
stone-k-goes-within-the = k번째 돌은 중앙 (2k-1)×(2k-1) 안에 놓으며, 처음 네 수는 한 수마다 상대가 흑백을 바꿀 수 있습니다. 그다음 흑은 9×9 안에 5수를 두거나(다시 바꾸기 가능), 5수 후보 10개를 제시해 백이 하나를 고르게 합니다.
opening-rule = 오프닝 규칙
start-from-an-opening = 오프닝에서 시작
empty-board = 빈 판
are-the-tentative-black = 임시 흑 맡기
are-the-tentative-white = 임시 백 맡기
puzzles-find-the-forced-win = 퍼즐: 필승 수순 찾기
puzzle-level = 퍼즐 레벨
you-attack-the-engine-defends = 내가 공격하고 엔진이 수비합니다. 레벨 1: 연속 사로 끝나는 짧은 필승, 레벨 5: 삼과 사를 섞은 긴 필승.
black-moves-first = 흑이 먼저 둡니다.
black-starts = 흑부터 시작
one-side-places-three-stones = 한쪽이 돌 세 개를 놓고, 다른 쪽이 색을 고릅니다.
one-side-places-three-stones-the = 한쪽이 돌 세 개를 놓고, 다른 쪽이 색을 고르거나 돌 두 개를 더 놓아 처음 쪽이 고르게 합니다.
swap = 스왑
swap2 = 스왑2
you = 나
choose-the-colour = 색 고르기
propose-the-opening = 오프닝 제안하기
new-game = 새 게임
players = 대국 방식
mode-human-vs-ai = 사람 대 AI
mode-human-vs-human = 사람 대 사람
mode-ai-vs-ai = AI 대 AI (데모)
you-play = 내 돌
black-first = 흑 (선수)
white-second = 백 (후수)
rule = 규칙
black-may-not-make-double = 흑은 삼삼, 사사, 장목을 둘 수 없습니다.
start = 시작
continue-the-current-game = 현재 대국 계속하기
forbidden-moves = 금수
refused-up-to-easy-lose = 쉬움 이하는 착수 불가, 그 위는 패배
always-lose = 항상 패배
always-refused = 항상 착수 불가

## persistence/autosave
opening-in-text = 오프닝

## review/panel
judged-from-move-after-the = { $n }수부터 평가 (오프닝 규칙으로 놓은 돌은 제외)
opening = 오프닝
game-review = 대국 복기
review-the-game = 대국 복기하기
the-engine-goes-through-every = 엔진이 모든 수를 살펴보고 실수와 놓친 승리를 표시합니다
about = 약
cancel-the-review = 복기 취소
the-review-failed = 복기에 실패했습니다
verdict-good = 좋은 수
verdict-inaccuracy = 부정확
verdict-mistake = 실수
verdict-blunder = 큰 실수
verdict-missed-win = 놓친 승리
accuracy = 정확도
the-game-was-lost-at = { $n }수째 { $point } ({ $side })에서 패배가 확정되었습니다
no-mistakes-found = 실수가 없습니다.
show-the-position-before-this = 이 수를 두기 전 국면 보기
better = 더 나은 수
try-again = 다시 해 보기
play-this-position-against-the = 실수한 쪽을 맡아 이 국면을 엔진과 다시 두기
time-per-move = 한 수당 시간

## ui/menu_ai
strength = 기력
about-elo = 약 { $elo } Elo
about-elo-measured-in-freestyle = 약 { $elo } Elo (자유 규칙 기준)
suggest-a-level = 레벨 추천
suggestion-games = 대국 { $games }판 기준 기력은 약 { $elo } Elo: { $strength } 레벨에 도전해 보세요.
finish-a-game-against-the = AI와 한 판을 끝까지 두면 메뉴에서 레벨을 추천해 줍니다.
the-time-applies-to-master = 시간 설정은 마스터에만 적용됩니다. 그 아래 레벨의 AI는 정해진 양만 탐색하고 시간 안에 둡니다.
ai-level = AI 레벨
beginner = 입문
novice = 초보
casual = 초급
easy = 쉬움
medium = 보통
skilled = 숙련
hard = 어려움
expert = 고수
master = 마스터
ai-style = AI 기풍
attack = 공격
balanced = 균형
defence = 수비
search-threads = 탐색 스레드
one-on-this-machine = 이 기기에서는 1개
master-searches-on-them-and = 마스터는 이 스레드로 탐색하며, 힌트·분석·복기도 마찬가지입니다.

## settings/setup
solved = 해결

## ui/panel
analyse = 분석
the-engine-thinks-on-the = 이 설정을 끌 때까지 엔진이 화면의 국면을 계속 분석합니다
undo = 무르기
redo = 다시 하기
resign = 기권
resume = 재개
best-moves-in-analysis = 분석에 표시할 최선 수
show-this-variation = 이 변화 보기
you-are-in-a-variation = 변화 수순을 보고 있습니다
make-it-the-main-line = 주 수순으로 만들기
delete-this-variation = 이 변화 삭제
set-up-any-position-then = 원하는 국면을 만든 뒤 대국하거나 분석하세요
no-moves-yet = 아직 둔 수가 없습니다
start-position = 시작 국면
move-numbers = 수 번호
coordinates = 좌표
mark-forbidden-points-renju = 금수 자리 표시 (렌주)
show-the-ais-line = AI 예상 수순 보기
analysis-panel = 분석 패널
touch-tap-twice-to-place = 터치: 두 번 탭하여 착수

## ui/value_graph
the-graph-fills-in-as = 엔진이 국면을 살펴볼 때마다(AI의 수, 힌트, 분석) 그래프가 채워집니다
blacks-winning-chance-after-each = 각 수를 둔 뒤 흑의 승률. 클릭하면 그 수로 이동합니다

## editor/panel
black = 흑
white = 백
edit-position = 국면 편집
click-a-point-to-put = 교차점을 클릭하면 브러시 색의 돌을 놓고, 그 색의 돌을 클릭하면 치웁니다.
brush = 브러시
erase = 지우기
to-move = 둘 차례
clear-the-board = 판 비우기
paste-a-position-string-eg = 국면 문자열 붙여넣기 (예: h8i9h9):
set-up = 배치
play-the-side-to-move = 둘 차례인 쪽을 맡아 AI와 대국
play-both-sides = 양쪽 모두 직접 두기
analyse-this-position = 이 국면 분석
cancel = 취소
not-a-position = 올바른 국면이 아닙니다
cannot-play-this-position = 이 국면으로는 대국할 수 없습니다
black-and-white-stones-with = 흑 { $black }개, 백 { $white }개, { $side } 차례: 흑이 먼저 두므로 흑 돌은 백 돌과 같은 수(흑 차례)이거나 하나 더 많아야(백 차례) 합니다
already-has-five-in-a = { $side }: 이미 { $point }에 오목이 있습니다
blacks-stone-on-is-a = { $point }의 흑돌은 어떤 순서로 두어도 렌주 금수입니다
is-not-a-free-point = { $point } 자리는 판의 빈 자리가 아닙니다
no-order-of-these-stones = 이 돌들을 규칙대로 둘 수 있는 순서가 없습니다 (도중에 금수나 오목이 생깁니다)

## (not found)
rule-freestyle-in-text = 자유 규칙
rule-standard-in-text = 표준 규칙
rule-renju-in-text = 렌주
rule-caro-in-text = 카로
no-analysis-yet-ask-for = 아직 분석이 없습니다: 힌트를 요청하거나 AI가 두게 하세요
forbidden-for-black = 흑 금수

## session/notice
forbidden-double-three = 삼삼
forbidden-double-four = 사사
forbidden-overline = 장목

## ui/compact
review = 복기
analysis = 분석
moves = 기보
game = 대국
view = 보기

## files/window
save-open = 저장 / 열기
copied = 복사됨
download = 다운로드
open-a-file = 파일 열기…
save-as = 다른 이름으로 저장…
position-string-moves-in-order = 국면 문자열 (둔 순서대로, 예: h8i9j10)
copy = 복사
paste-a-position-string-a = 국면 문자열, .psq 텍스트 또는 JSON 기보를 붙여넣으세요
load-position = 국면 불러오기

## ui/analysis_panel
black-wins-in = 흑 { $n }수 안에 승리
white-wins-in = 백 { $n }수 안에 승리
evaluation-black = 평가 (흑 기준)
blacks-winning-chance = 흑 승률
depth = 깊이
nodes = 노드
speed = 속도
time = 시간
best-line = 최선 수순
best-moves-for-the-side = 최선 수 (둘 차례 기준)
resume-the-game-to-play = 대국을 재개해야 이 수를 둘 수 있습니다
wins-in = { $n }수 안에 승리
loses-in = { $n }수 안에 패배
show-the-line-on-the = 판에 수순 표시
the-engine-is-looking-at = 엔진이 이 국면을 분석하고 있습니다…
no-analysis-of-this-position = 이 국면은 아직 분석이 없습니다: 힌트를 요청하거나, 분석을 켜거나, AI가 두게 하세요
the-ai-expects = AI 예상 수순
depth-searching = { $d }/{ $s }, 깊이 { $n } 탐색 중
proved-the-analysis-has-stopped = 증명 완료: 분석을 멈췄습니다
the-search-reached-its-deepest = 탐색이 최대 깊이에 도달해 멈췄습니다

## files/save_open
loaded = 불러옴
could-not-open = 열 수 없음
saved = 저장됨
could-not-save = 저장할 수 없음

## board
board = 판 크기

## files/native
file-json-record-or-psq = 파일 (.json 기보 또는 .psq)
save = 저장
open = 열기
a-file-dialog-is-already = 파일 대화 상자가 이미 열려 있습니다
no-file-dialog-type-the = 파일 대화 상자를 열 수 없습니다: 위에 파일 경로를 입력하세요

## ui/root
puzzle-solved = 퍼즐 해결!
streak-count = 연속 해결: { $n }

## 게임을 감싼 웹 페이지
web-update-ready = 새 버전이 준비되었습니다
web-update-reload = 새로고침
page-file-support-missing = 페이지에 파일 기능이 없습니다

## 언어 메뉴
language = 언어

## 렌주 26주형, 코드 순 (D: 직접주형, I: 간접주형). 한자 이름의 한국 한자음
renju-opening-1d = 한성
renju-opening-2d = 계월
renju-opening-3d = 소성
renju-opening-4d = 화월
renju-opening-5d = 잔월
renju-opening-6d = 우월
renju-opening-7d = 금성
renju-opening-8d = 송월
renju-opening-9d = 구월
renju-opening-10d = 신월
renju-opening-11d = 서성
renju-opening-12d = 산월
renju-opening-13d = 유성(遊星)
renju-opening-1i = 장성
renju-opening-2i = 협월
renju-opening-3i = 항성
renju-opening-4i = 수월
renju-opening-5i = 유성(流星)
renju-opening-6i = 운월
renju-opening-7i = 포월
renju-opening-8i = 람월
renju-opening-9i = 은월
renju-opening-10i = 명성
renju-opening-11i = 사월
renju-opening-12i = 명월
renju-opening-13i = 혜성

## The phone's bar over the board
bar-new-game = 새 게임
bar-undo = 무르기
bar-redo = 다시
bar-hint = 힌트
