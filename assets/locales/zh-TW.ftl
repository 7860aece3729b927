# Gomoku: 繁體中文（台灣）.

## Punctuation
label-colon = ：

## ui/help
gomoku = 五子棋
help = 說明
mute = 靜音
rule-freestyle-help = 五子或以上連成一線即勝。
rule-standard-help = 恰好五子連線才勝，六子以上不算。
rule-caro-help = 五連獲勝，但兩端都被對方擋住時不算。
rules = 規則
controls = 操作
rule-gomoku-help = 黑白雙方輪流在空點上落子，黑棋先行。先在橫、直或斜方向連成五子的一方獲勝。
rule-freestyle = 自由規則
rule-standard = 標準規則
rule-renju = 連珠規則
rule-caro = 卡羅規則
rule-renju-help = 黑棋的三三、四四和長連為禁手（以紅叉標出）；白棋沒有限制，五子或以上即勝。
key-mouse-touch = 滑鼠 / 觸控
click-or-tap-a-point = 點擊交叉點落子
key-arrows = 方向鍵
move-the-cursor = 移動游標
key-enter-space = Enter / 空白鍵
place-a-stone-at-the = 在游標處落子
key-coordinate-enter = h8 + Enter
type-a-coordinate-to-play = 輸入座標落子
key-undo-redo = Ctrl+Z / Ctrl+Y
undo-redo = 悔棋 / 重做
key-new-game = Ctrl+N
new-game-menu-enter-starts = 新對局（選單，按 Enter 開始）
key-hint = Ctrl+H
key-mute = Ctrl+M
key-save-open = Ctrl+S / Ctrl+O
key-help = F1
key-escape = Esc
key-gamepad = 手把
gamepad-buttons = 十字鍵/搖桿：游標 · A：落子 · B：悔棋 · X：重做 · Y：提示
key-gamepad-start-select = 手把 Start / Select
menu-help = 選單 / 說明
close-the-window-on-top = 關閉最上層視窗，否則開啟選單

## puzzles/panel
grew-from-the-opening = 源自開局
level = 難度
puzzle = 殘局
win-by-fours-vcf = 連續衝四勝（VCF）
win-by-threes-and-fours = 連續活三衝四勝（VCT）
you-attack-with = 你執
find-the-forced-win-every = 找出必勝著法：每一步都必須保持必勝。
lets-the-win-slip-the = 失去了必勝：防守成立。再試一次？
solved-exclaimed = 解開了！
no-forced-win-found-from = 從這裡找不到必勝著法。
hint-the-move-is-in = 提示：著法在此方框內
hint-play = 提示：下在
retry = 重試
next-puzzle = 下一題
solved-at-this-level = 本難度已解
streak = 連勝
best = 最佳
hint = 提示

## ui/opening_panel
the-tentative-black = 假先方
the-tentative-white = 假後方
soosorv-8-opening = 索索夫-8 開局規則
taraguchi-10-opening = 塔拉古奇-10 開局規則
places-stone = 下第{ $n }手
within-the-central = （須在中央{ $s }×{ $s }之內）
anywhere = （可下在任意位置）
white-declares-how-many-fifth = 白方宣布黑方第五手的打點數
black-offers-fifth-moves-no = 黑方擺出第五手打點（不得互相對稱）：在棋盤上選空點
white-keeps-one-of-the = 白方從打點中選定一個作為第五手：在棋盤上點選
offers = 打點
offer-n-fifth-moves = 五手{ $n }打
play-black-you-place-the = 執黑：由你在中央9×9內下第五手，之後白方可交換。打點：白方從中選定一個，然後繼續下。
the-proposer = 提議方
the-chooser = 選擇方
swap-opening = 交換開局
swap2-opening = 二次交換開局
proposer = 提議方
chooser = 選擇方
the-proposer-places-black-white = 提議方擺放黑、白、黑
left = 手待下
the-chooser-places-white-then = 選擇方再擺白、黑各一子
choose-a-colour = 選擇執黑或執白
play-black = 執黑
play-white = 執白
place-two-more = 再擺兩子
the-ai = 電腦
you-in-text = 你

## ui_kit/words
stone-must-go-within-the = 第{ $n }手須下在中央{ $s }×{ $s }之內
keep-one-of-the-offered = 請從第五手打點中選定一個
that-point-is-offered-already = 該點已經打過
that-offer-mirrors-an-earlier = 該打點與先前的打點對稱：局面相同
declare-1-to-fifth-moves = 請宣布1到{ $n }個第五手打點
choose-a-colour-first = 請先選擇顏色
this-is-the-main-line = 這是主線
black-played-a-forbidden-move = 黑棋下了禁手：白棋勝
black-resigned-white-wins = 黑棋認輸：白棋勝
white-resigned-black-wins = 白棋認輸：黑棋勝
draw-the-board-is-full = 和局：棋盤已滿
you-win = 你贏了！
you-lose = 你輸了
black-wins = 黑棋勝
white-wins = 白棋勝
that-point-is-taken = 該點已有棋子
wait-for-your-turn = 請等輪到你
the-game-is-over = 對局已結束
nothing-to-undo = 沒有可悔的棋
nothing-to-redo = 沒有可重做的棋
not-a-point-on-this = 不是棋盤上的點
an-unreadable-file-was-kept = 無法讀取的檔案已另外保留
an-unreadable-file-is-left = 無法讀取的檔案維持原狀，不會儲存
won-by-row = { $side }：{ $from }至{ $to }連成{ $n }子
won-by-five = { $side }：{ $from }至{ $to }連成五子
no-empty-point-is-left = 棋盤已無空點
every-empty-point-is-forbidden = 所有空點都是黑棋的禁手
side-resigned = { $side }認輸
blacks-at-a-forbidden-move = 黑棋在{ $point }形成{ $kind }：禁手判負
forbidden-for-black-at-refused = 黑棋禁手：{ $point }為{ $kind }（不予落子）
nothing-to-resign-no-stone = 棋盤上還沒有棋子，無需認輸

## ui/status
declare-the-number-of-fifth = 宣布五手打點數
offer-fifth-moves = 擺出五手打點
keep-one-of-the-offers = 選定一個打點
analysing = 分析中
side-to-move = 輪到{ $side }
thinking = 思考中
looking-for-a-hint = 正在尋找提示
reviewing-the-game-is-paused = 覆盤中：對局已暫停
choose-a-game-in-the = 請在選單中選擇對局
typed = 已輸入
resign-this-game = 確定認輸嗎？
yes-resign = 是，認輸
no = 否

## ui/menu
soosorv-8 = 索索夫-8
taraguchi-10 = 塔拉古奇-10
the-tentative-black-places-one = 假先方擺出26種開局之一，對方可交換。白方在任意位置下第4手並宣布1到8個五手打點數，對方可再交換。黑方擺出相應數量的第五手打點，白方選定其一。
stone-k-goes-within-the = 第k手須下在中央(2k-1)×(2k-1)之內，前四手每下一手對方都可交換。之後黑方或在9×9內下第五手（對方可再交換），或擺出10個第五手打點由白方選定其一。
opening-rule = 開局規則
start-from-an-opening = 指定開局
empty-board = 空棋盤
are-the-tentative-black = 當假先方（擺開局）
are-the-tentative-white = 當假後方（先可交換）
puzzles-find-the-forced-win = 殘局：找出必勝著法
puzzle-level = 殘局難度
you-attack-the-engine-defends = 你進攻，電腦防守。難度1：短的連續衝四；難度5：長的連續活三衝四。
black-moves-first = 黑棋先行。
black-starts = 黑先
one-side-places-three-stones = 一方擺三子，另一方選擇執黑或執白。
one-side-places-three-stones-the = 一方擺三子，另一方選擇執黑、執白，或再擺兩子交由對方選擇。
swap = 交換
swap2 = 二次交換
you = 你
choose-the-colour = 選擇顏色
propose-the-opening = 提議開局
new-game = 新對局
players = 對局方式
mode-human-vs-ai = 人機對戰
mode-human-vs-human = 雙人對戰
mode-ai-vs-ai = 電腦對戰（示範）
you-play = 你執
black-first = 黑棋（先手）
white-second = 白棋（後手）
rule = 規則
black-may-not-make-double = 黑棋不得下三三、四四或長連。
start = 開始
continue-the-current-game = 繼續目前的對局
forbidden-moves = 禁手
refused-up-to-easy-lose = 簡單及以下不予落子，以上判負
always-lose = 一律判負
always-refused = 一律不予落子

## persistence/autosave
opening-in-text = 開局階段

## review/panel
judged-from-move-after-the = 從 { $n } 起評判（開局規則擺下的棋子不評）
opening = 開局
game-review = 覆盤分析
review-the-game = 覆盤分析本局
the-engine-goes-through-every = 引擎逐步檢查每一手，標出失誤和錯失的勝機
about = 約
cancel-the-review = 取消覆盤分析
the-review-failed = 覆盤分析失敗
verdict-good = 好棋
verdict-inaccuracy = 欠佳
verdict-mistake = 錯著
verdict-blunder = 敗著
verdict-missed-win = 錯失勝機
accuracy = 準確率
the-game-was-lost-at = 敗局形成於 { $n } { $point }（{ $side }）
no-mistakes-found = 沒有發現失誤。
show-the-position-before-this = 顯示這一手之前的局面
better = 更好
try-again = 再試一次
play-this-position-against-the = 從這個局面執失誤方與電腦再下
time-per-move = 每步時間

## ui/menu_ai
strength = 棋力
about-elo = 約{ $elo } Elo
about-elo-measured-in-freestyle = 約{ $elo } Elo（以自由規則測定）
suggest-a-level = 推薦難度
suggestion-games = 根據{ $games }局的成績，你的棋力約{ $elo } Elo：試試{ $strength }。
finish-a-game-against-the = 與電腦下完一局後，這裡會為你推薦難度。
the-time-applies-to-master = 時間只對大師級有效；其他難度搜尋固定的量，並在時間內落子。
ai-level = 電腦難度
beginner = 初學
novice = 新手
casual = 休閒
easy = 簡單
medium = 中等
skilled = 熟練
hard = 困難
expert = 高手
master = 大師
ai-style = 電腦棋風
attack = 進攻
balanced = 均衡
defence = 防守
search-threads = 搜尋執行緒
one-on-this-machine = 本機只有一個
master-searches-on-them-and = 大師級用這些執行緒搜尋，提示、分析和覆盤也是。

## settings/setup
solved = 已解

## ui/panel
analyse = 分析
the-engine-thinks-on-the = 引擎持續分析目前局面，直到你關閉此項
undo = 悔棋
redo = 重做
resign = 認輸
resume = 繼續
best-moves-in-analysis = 分析顯示的最佳著法數
show-this-variation = 顯示這個變化
you-are-in-a-variation = 目前在變化中
make-it-the-main-line = 設為主線
delete-this-variation = 刪除這個變化
set-up-any-position-then = 擺出任意局面，然後對弈或分析
no-moves-yet = 尚無著法
start-position = 初始局面
move-numbers = 顯示手數
coordinates = 顯示座標
mark-forbidden-points-renju = 標出禁手點（連珠）
show-the-ais-line = 顯示電腦的主要變化
analysis-panel = 分析面板
touch-tap-twice-to-place = 觸控：點兩次落子

## ui/value_graph
the-graph-fills-in-as = 引擎分析過的局面（電腦落子、提示、分析）會顯示在圖中
blacks-winning-chance-after-each = 每步之後黑方的勝率；點擊可跳到該步

## editor/panel
black = 黑棋
white = 白棋
edit-position = 擺棋
click-a-point-to-put = 點擊交叉點放下所選顏色的棋子；點擊同色棋子即可拿掉。
brush = 畫筆
erase = 擦除
to-move = 輪走
clear-the-board = 清空棋盤
paste-a-position-string-eg = 貼上局面字串（例如 h8i9h9）：
set-up = 擺出
play-the-side-to-move = 執輪走方與電腦對弈
play-both-sides = 雙方都由我下
analyse-this-position = 分析這個局面
cancel = 取消
not-a-position = 不是有效的局面
cannot-play-this-position = 無法從這個局面開始
black-and-white-stones-with = 黑子{ $black }枚、白子{ $white }枚，輪到{ $side }：黑棋先行，所以黑子與白子一樣多（輪黑）或多一枚（輪白）
already-has-five-in-a = { $side }在{ $point }已經連成五子
blacks-stone-on-is-a = 按連珠禁手規則，{ $point }的黑子無論按什麼順序都是禁手
is-not-a-free-point = { $point }不是棋盤上的空點
no-order-of-these-stones = 這些棋子沒有合法的落子順序（途中會出現禁手或五連）

## (not found)
rule-freestyle-in-text = 自由規則
rule-standard-in-text = 標準規則
rule-renju-in-text = 連珠規則
rule-caro-in-text = 卡羅規則
no-analysis-yet-ask-for = 尚無分析：請求提示或讓電腦落子
forbidden-for-black = 黑棋禁手

## session/notice
forbidden-double-three = 三三
forbidden-double-four = 四四
forbidden-overline = 長連

## ui/compact
review = 覆盤
analysis = 分析
moves = 棋譜
game = 對局
view = 顯示

## files/window
save-open = 儲存 / 開啟
copied = 已複製
download = 下載
open-a-file = 開啟檔案…
save-as = 另存新檔…
position-string-moves-in-order = 局面字串（依序的著法，如 h8i9j10）
copy = 複製
paste-a-position-string-a = 貼上局面字串、.psq 文字或 JSON 棋譜
load-position = 載入局面

## ui/analysis_panel
black-wins-in = 黑棋{ $n }步內勝
white-wins-in = 白棋{ $n }步內勝
evaluation-black = 評分（黑方）
blacks-winning-chance = 黑方勝率
depth = 深度
nodes = 節點
speed = 速度
time = 用時
best-line = 主要變化
best-moves-for-the-side = 最佳著法（輪走方）
resume-the-game-to-play = 繼續對局後才能下這一步
wins-in = { $n }步勝
loses-in = { $n }步負
show-the-line-on-the = 在棋盤上顯示變化
the-engine-is-looking-at = 引擎正在分析這個局面…
no-analysis-of-this-position = 這個局面還沒有分析：請求提示、開啟分析，或讓電腦落子
the-ai-expects = 電腦預計
depth-searching = { $d }/{ $s }，正在搜尋第{ $n }層
proved-the-analysis-has-stopped = 已證明：分析已停止
the-search-reached-its-deepest = 搜尋已達最大深度，分析已停止

## files/save_open
loaded = 已開啟
could-not-open = 無法開啟
saved = 已儲存
could-not-save = 無法儲存

## board
board = 棋盤

## files/native
file-json-record-or-psq = 檔案（.json 棋譜或 .psq）
save = 儲存
open = 開啟
a-file-dialog-is-already = 已經開啟了檔案對話框
no-file-dialog-type-the = 無法開啟檔案對話框：請在上方輸入檔案路徑

## ui/root
puzzle-solved = 題目已解！
streak-count = 連勝：{ $n }

## 遊戲所在的網頁
web-update-ready = 新版本已就緒
web-update-reload = 重新載入
page-file-support-missing = 頁面缺少檔案支援

## 語言選單
language = 語言

## 連珠的26種開局，依代號（D：直指，I：斜指）
renju-opening-1d = 寒星
renju-opening-2d = 溪月
renju-opening-3d = 疏星
renju-opening-4d = 花月
renju-opening-5d = 殘月
renju-opening-6d = 雨月
renju-opening-7d = 金星
renju-opening-8d = 松月
renju-opening-9d = 丘月
renju-opening-10d = 新月
renju-opening-11d = 瑞星
renju-opening-12d = 山月
renju-opening-13d = 遊星
renju-opening-1i = 長星
renju-opening-2i = 峽月
renju-opening-3i = 恆星
renju-opening-4i = 水月
renju-opening-5i = 流星
renju-opening-6i = 雲月
renju-opening-7i = 浦月
renju-opening-8i = 嵐月
renju-opening-9i = 銀月
renju-opening-10i = 明星
renju-opening-11i = 斜月
renju-opening-12i = 名月
renju-opening-13i = 彗星

## The phone's bar over the board
bar-new-game = 新對局
bar-undo = 悔棋
bar-redo = 重做
bar-hint = 提示
