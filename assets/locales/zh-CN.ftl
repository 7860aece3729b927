# Gomoku: 简体中文.

## Punctuation
label-colon = ：

## ui/help
gomoku = 五子棋
help = 帮助
mute = 静音
rule-freestyle-help = 五子或以上连成一线即胜。
rule-standard-help = 恰好五子连线才胜，六子以上不算。
rule-caro-help = 五连获胜，但两端都被对方堵住时不算。
rules = 规则
controls = 操作
rule-gomoku-help = 黑白双方轮流在空点上落子，黑棋先行。先在横、竖或斜方向连成五子的一方获胜。
rule-freestyle = 自由规则
rule-standard = 标准规则
rule-renju = 连珠规则
rule-caro = 卡罗规则
rule-renju-help = 黑棋的三三、四四和长连为禁手（以红叉标出）；白棋没有限制，五子或以上即胜。
key-mouse-touch = 鼠标 / 触屏
click-or-tap-a-point = 点击交叉点落子
key-arrows = 方向键
move-the-cursor = 移动光标
key-enter-space = 回车 / 空格
place-a-stone-at-the = 在光标处落子
key-coordinate-enter = h8 + 回车
type-a-coordinate-to-play = 输入坐标落子
key-undo-redo = Ctrl+Z / Ctrl+Y
undo-redo = 悔棋 / 重做
key-new-game = Ctrl+N
new-game-menu-enter-starts = 新游戏（菜单，回车开始）
key-hint = Ctrl+H
key-mute = Ctrl+M
key-save-open = Ctrl+S / Ctrl+O
key-help = F1
key-escape = Esc
key-gamepad = 手柄
gamepad-buttons = 方向键/摇杆：光标 · A：落子 · B：悔棋 · X：重做 · Y：提示
key-gamepad-start-select = 手柄 Start / Select
menu-help = 菜单 / 帮助
close-the-window-on-top = 关闭最上层窗口，否则打开菜单

## puzzles/panel
grew-from-the-opening = 源自开局
level = 难度
puzzle = 残局
win-by-fours-vcf = 连续冲四胜（VCF）
win-by-threes-and-fours = 连续活三冲四胜（VCT）
you-attack-with = 你执
find-the-forced-win-every = 找出必胜着法：每一步都必须保持必胜。
lets-the-win-slip-the = 失去了必胜：防守成立。再试一次？
solved-exclaimed = 解出！
no-forced-win-found-from = 从这里找不到必胜着法。
hint-the-move-is-in = 提示：着法在此方框内
hint-play = 提示：下在
retry = 重试
next-puzzle = 下一题
solved-at-this-level = 本难度已解
streak = 连胜
best = 最佳
hint = 提示

## ui/opening_panel
the-tentative-black = 假先方
the-tentative-white = 假后方
soosorv-8-opening = 索索夫-8 开局规则
taraguchi-10-opening = 塔拉古奇-10 开局规则
places-stone = 下第{ $n }手
within-the-central = （须在中央{ $s }×{ $s }之内）
anywhere = （可下在任意位置）
white-declares-how-many-fifth = 白方宣布黑方第五手的打点数
black-offers-fifth-moves-no = 黑方摆出第五手打点（不得互相对称）：在棋盘上选空点
white-keeps-one-of-the = 白方从打点中选定一个作为第五手：在棋盘上选它
offers = 打点
offer-n-fifth-moves = 五手{ $n }打
play-black-you-place-the = 执黑：由你在中央9×9内下第五手，之后白方可再交换。打点：白方从中选定一个，然后接着下。
the-proposer = 提议方
the-chooser = 选择方
swap-opening = 交换开局
swap2-opening = 二次交换开局
proposer = 提议方
chooser = 选择方
the-proposer-places-black-white = 提议方摆放黑、白、黑
left = 剩余
the-chooser-places-white-then = 选择方再摆白、黑各一子
choose-a-colour = 选择执黑或执白
play-black = 执黑
play-white = 执白
place-two-more = 再摆两子
the-ai = 电脑
you-in-text = 你

## ui_kit/words
stone-must-go-within-the = 第{ $n }手须下在中央{ $s }×{ $s }之内
keep-one-of-the-offered = 请从第五手打点中选定一个
that-point-is-offered-already = 该点已经打过
that-offer-mirrors-an-earlier = 该打点与先前的打点对称：局面相同
declare-1-to-fifth-moves = 请宣布 1 到 { $n } 个第五手打点
choose-a-colour-first = 请先选择颜色
this-is-the-main-line = 这是主线
black-played-a-forbidden-move = 黑棋走了禁手：白棋胜
black-resigned-white-wins = 黑棋认输：白棋胜
white-resigned-black-wins = 白棋认输：黑棋胜
draw-the-board-is-full = 和棋：棋盘已满
you-win = 你赢了！
you-lose = 你输了
black-wins = 黑棋胜
white-wins = 白棋胜
that-point-is-taken = 该点已有棋子
wait-for-your-turn = 请等待轮到你
the-game-is-over = 对局已结束
nothing-to-undo = 没有可悔的棋
nothing-to-redo = 没有可重做的棋
not-a-point-on-this = 不是棋盘上的点
an-unreadable-file-was-kept = 无法读取的文件已另存
an-unreadable-file-is-left = 无法读取的文件保持不变，不会保存
won-by-row = { $side }：{ $from } 至 { $to } 连成 { $n } 子
won-by-five = { $side }：{ $from } 至 { $to } 连成五子
no-empty-point-is-left = 棋盘已满
every-empty-point-is-forbidden = 所有空点都是黑棋的禁手
side-resigned = { $side }认输
blacks-at-a-forbidden-move = 黑棋在 { $point } 形成{ $kind }：禁手判负
forbidden-for-black-at-refused = 黑棋禁手：{ $point } 为{ $kind }（不予落子）
nothing-to-resign-no-stone = 棋盘上还没有棋子，无需认输

## ui/status
declare-the-number-of-fifth = 宣布五手打点数
offer-fifth-moves = 摆出五手打点
keep-one-of-the-offers = 选定一个打点
analysing = 分析中
side-to-move = { $side }走棋
thinking = 思考中
looking-for-a-hint = 正在寻找提示
reviewing-the-game-is-paused = 复盘中：对局已暂停
choose-a-game-in-the = 请在菜单中选择对局
typed = 已输入
resign-this-game = 确定认输吗？
yes-resign = 是，认输
no = 否

## ui/menu
soosorv-8 = 索索夫-8
taraguchi-10 = 塔拉古奇-10
the-tentative-black-places-one = 假先方摆出26种开局之一，对方可交换。白方任意下第4手并宣布1到8个五手打点数，对方可再交换。黑方摆出相应数量的第五手打点，白方选定其一。
stone-k-goes-within-the = 第k手须下在中央(2k-1)×(2k-1)之内，前四手每下一手对方都可交换。之后黑方或在9×9内下第五手（对方可再交换），或摆出10个第五手打点由白方选定其一。
opening-rule = 开局规则
start-from-an-opening = 指定开局
empty-board = 空棋盘
are-the-tentative-black = 当假先方（摆开局）
are-the-tentative-white = 当假后方（先可交换）
puzzles-find-the-forced-win = 残局：找出必胜着法
puzzle-level = 残局难度
you-attack-the-engine-defends = 你进攻，电脑防守。难度 1：短的连续冲四；难度 5：长的连续活三冲四。
black-moves-first = 黑棋先行。
black-starts = 黑先
one-side-places-three-stones = 一方摆三子，另一方选择执黑或执白。
one-side-places-three-stones-the = 一方摆三子，另一方选择执黑、执白，或再摆两子交由对方选择。
swap = 交换
swap2 = 二次交换
you = 你
choose-the-colour = 选择颜色
propose-the-opening = 提议开局
new-game = 新游戏
players = 对局方式
mode-human-vs-ai = 人机对战
mode-human-vs-human = 双人对战
mode-ai-vs-ai = 电脑对战（演示）
you-play = 你执
black-first = 黑棋（先手）
white-second = 白棋（后手）
rule = 规则
black-may-not-make-double = 黑棋不得走三三、四四或长连禁手。
start = 开始
continue-the-current-game = 继续当前对局
forbidden-moves = 禁手
refused-up-to-easy-lose = 简单及以下不予落子，以上判负
always-lose = 一律判负
always-refused = 一律不予落子

## persistence/autosave
opening-in-text = 开局阶段

## review/panel
judged-from-move-after-the = 从第{ $n }手起评判（开局规则摆下的棋子不评）
opening = 开局
game-review = 复盘分析
review-the-game = 复盘分析本局
the-engine-goes-through-every = 电脑逐步检查每一手，标出失误和错过的胜机
about = 约
cancel-the-review = 取消复盘分析
the-review-failed = 复盘分析失败
verdict-good = 好棋
verdict-inaccuracy = 欠佳
verdict-mistake = 错着
verdict-blunder = 败着
verdict-missed-win = 错过胜机
accuracy = 准确率
the-game-was-lost-at = 败局形成于第 { $n } 手：{ $point }（{ $side }）
no-mistakes-found = 没有发现失误。
show-the-position-before-this = 显示这一手之前的局面
better = 更好
try-again = 再试一次
play-this-position-against-the = 从这个局面执失误方与电脑再下
time-per-move = 每步时间

## ui/menu_ai
strength = 棋力
about-elo = 约 { $elo } 等级分
about-elo-measured-in-freestyle = 约 { $elo } 等级分（按自由规则测定）
suggest-a-level = 推荐难度
suggestion-games = 根据 { $games } 局成绩，你的棋力约 { $elo } 等级分：试试 { $strength }。
finish-a-game-against-the = 与电脑下完一局后，这里会为你推荐难度。
the-time-applies-to-master = 时间只对大师级有效；其他难度搜索固定的量，并在时间内落子。
ai-level = 电脑难度
beginner = 初学
novice = 新手
casual = 休闲
easy = 简单
medium = 中等
skilled = 熟练
hard = 困难
expert = 高手
master = 大师
ai-style = 电脑棋风
attack = 进攻
balanced = 均衡
defence = 防守
search-threads = 搜索线程
one-on-this-machine = 本机只用一个
master-searches-on-them-and = 大师级用这些线程搜索，提示、分析和复盘也是。

## settings/setup
solved = 已解

## ui/panel
analyse = 分析
the-engine-thinks-on-the = 引擎持续分析当前局面，直到你关闭此项
undo = 悔棋
redo = 重做
resign = 认输
resume = 继续
best-moves-in-analysis = 分析显示的最佳着法数
show-this-variation = 显示这个变化
you-are-in-a-variation = 当前是一个变化
make-it-the-main-line = 设为主线
delete-this-variation = 删除这个变化
set-up-any-position-then = 摆出任意局面，然后对弈或分析
no-moves-yet = 尚无着法
start-position = 初始局面
move-numbers = 显示手数
coordinates = 显示坐标
mark-forbidden-points-renju = 标出禁手点（连珠）
show-the-ais-line = 显示电脑的主要变化
analysis-panel = 分析面板
touch-tap-twice-to-place = 触屏：点两次落子

## ui/value_graph
the-graph-fills-in-as = 引擎分析过的局面（电脑走棋、提示、分析）会显示在图中
blacks-winning-chance-after-each = 每步之后黑方的胜率；点击可跳到该步

## editor/panel
black = 黑棋
white = 白棋
edit-position = 摆棋
click-a-point-to-put = 点击交叉点放下所选颜色的棋子；再点同色棋子即可拿掉。
brush = 画笔
erase = 擦除
to-move = 轮走
clear-the-board = 清空棋盘
paste-a-position-string-eg = 粘贴局面字符串（例如 h8i9h9）：
set-up = 摆出
play-the-side-to-move = 执轮走方与电脑对弈
play-both-sides = 双方都由我下
analyse-this-position = 分析这个局面
cancel = 取消
not-a-position = 不是有效的局面
cannot-play-this-position = 无法从这个局面开始
black-and-white-stones-with = 黑子 { $black } 枚、白子 { $white } 枚，{ $side }走：黑棋先行，所以黑子与白子一样多（黑走）或多一枚（白走）
already-has-five-in-a = { $side }在 { $point } 已经连成五子
blacks-stone-on-is-a = 按禁手规则，{ $point } 的黑子无论按什么顺序都是禁手
is-not-a-free-point = { $point } 不是棋盘上的空点
no-order-of-these-stones = 这些棋子没有合法的落子顺序（途中会出现禁手或五连）

## (not found)
rule-freestyle-in-text = 自由规则
rule-standard-in-text = 标准规则
rule-renju-in-text = 连珠规则
rule-caro-in-text = 卡罗规则
no-analysis-yet-ask-for = 暂无分析：请求提示或让电脑走棋
forbidden-for-black = 黑棋禁手

## session/notice
forbidden-double-three = 三三禁手
forbidden-double-four = 四四禁手
forbidden-overline = 长连禁手

## ui/compact
review = 复盘
analysis = 分析
moves = 棋谱
game = 对局
view = 显示

## files/window
save-open = 保存 / 打开
copied = 已复制
download = 下载
open-a-file = 打开文件…
save-as = 另存为…
position-string-moves-in-order = 局面串（按顺序的着法，如 h8i9j10）
copy = 复制
paste-a-position-string-a = 粘贴局面串、.psq 文本或 JSON 棋谱
load-position = 载入局面

## ui/analysis_panel
black-wins-in = 黑棋 { $n } 步内胜
white-wins-in = 白棋 { $n } 步内胜
evaluation-black = 评分（黑方）
blacks-winning-chance = 黑方胜率
depth = 深度
nodes = 节点
speed = 速度
time = 用时
best-line = 主要变化
best-moves-for-the-side = 最佳着法（轮走方）
resume-the-game-to-play = 继续对局后才能走这一步
wins-in = { $n } 步胜
loses-in = { $n } 步负
show-the-line-on-the = 在棋盘上显示变化
the-engine-is-looking-at = 引擎正在分析这个局面……
no-analysis-of-this-position = 这个局面还没有分析：请求提示、打开分析，或让电脑走棋
the-ai-expects = 电脑预计
depth-searching = { $d }/{ $s }，正在搜索第 { $n } 层
proved-the-analysis-has-stopped = 已证明：分析已停止
the-search-reached-its-deepest = 搜索已到最大深度，分析已停止

## files/save_open
loaded = 已打开
could-not-open = 无法打开
saved = 已保存
could-not-save = 无法保存

## board
board = 棋盘

## files/native
file-json-record-or-psq = 文件（.json 棋谱或 .psq）
save = 保存
open = 打开
a-file-dialog-is-already = 文件选择已打开
no-file-dialog-type-the = 无法打开文件选择：请在上方输入文件

## ui/root
puzzle-solved = 题目已解！
streak-count = 连胜：{ $n }

## The web page around the game
web-update-ready = 新版本已就绪
web-update-reload = 刷新
page-file-support-missing = 页面缺少文件支持

## The language menu
language = 语言

## 连珠的 26 种开局
renju-opening-1d = 寒星
renju-opening-2d = 溪月
renju-opening-3d = 疏星
renju-opening-4d = 花月
renju-opening-5d = 残月
renju-opening-6d = 雨月
renju-opening-7d = 金星
renju-opening-8d = 松月
renju-opening-9d = 丘月
renju-opening-10d = 新月
renju-opening-11d = 瑞星
renju-opening-12d = 山月
renju-opening-13d = 游星
renju-opening-1i = 长星
renju-opening-2i = 峡月
renju-opening-3i = 恒星
renju-opening-4i = 水月
renju-opening-5i = 流星
renju-opening-6i = 云月
renju-opening-7i = 浦月
renju-opening-8i = 岚月
renju-opening-9i = 银月
renju-opening-10i = 明星
renju-opening-11i = 斜月
renju-opening-12i = 名月
renju-opening-13i = 彗星

## The phone's bar over the board
bar-new-game = 新游戏
bar-undo = 悔棋
bar-redo = 重做
bar-hint = 提示
