# Gomoku: 日本語.

## Punctuation
label-colon = ：

## ui/help
gomoku = 五目並べ
help = ヘルプ
mute = ミュート
rule-freestyle-help = 五つ以上並べれば勝ち。
rule-standard-help = ちょうど五つで勝ち。六つ以上は勝ちになりません。
rule-caro-help = 五つ並べれば勝ち。ただし両端を相手に止められている場合は勝ちになりません。
rules = ルール
controls = 操作
rule-gomoku-help = 黒と白が交互に空いている交点へ石を打ちます。黒が先手です。縦・横・斜めのいずれかに先に五つ並べた方が勝ちです。
rule-freestyle = 自由ルール
rule-standard = 標準ルール
rule-renju = 連珠ルール
rule-caro = カロルール
rule-renju-help = 黒の三三・四四・長連は禁手です（赤い×で表示）。白には制限がなく、五つ以上並べれば勝ちです。
key-mouse-touch = マウス / タッチ
click-or-tap-a-point = 交点をクリックまたはタップして石を打つ
key-arrows = 矢印キー
move-the-cursor = カーソルを移動
key-enter-space = Enter / スペース
place-a-stone-at-the = カーソル位置に石を打つ
key-coordinate-enter = h8 + Enter
type-a-coordinate-to-play = 座標を入力してそこに打つ
key-undo-redo = Ctrl+Z / Ctrl+Y
undo-redo = 一手戻す / 一手進める
key-new-game = Ctrl+N
new-game-menu-enter-starts = 新しい対局（メニュー。Enterで開始）
key-hint = Ctrl+H
key-mute = Ctrl+M
key-save-open = Ctrl+S / Ctrl+O
key-help = F1
key-escape = Esc
key-gamepad = ゲームパッド
gamepad-buttons = 十字キー/スティック：カーソル · A：打つ · B：戻す · X：進める · Y：ヒント
key-gamepad-start-select = ゲームパッドの Start / Select
menu-help = メニュー / ヘルプ
close-the-window-on-top = 最前面のウィンドウを閉じる（なければメニューを開く）

## puzzles/panel
grew-from-the-opening = 元の珠型
level = レベル
puzzle = 問題
win-by-fours-vcf = 四追い勝ち（VCF）
win-by-threes-and-fours = 三・四の追い手勝ち（VCT）
you-attack-with = 攻める側（あなた）
find-the-forced-win-every = 必勝手順を見つけてください。一手ごとに勝ちを保つ必要があります。
lets-the-win-slip-the = では勝ちを逃します。受けが成立しました。もう一度？
solved-exclaimed = 正解！
no-forced-win-found-from = この局面からの必勝手順は見つかりませんでした。
hint-the-move-is-in = ヒント：正解の範囲は
hint-play = ヒント：打つ場所は
retry = やり直す
next-puzzle = 次の問題
solved-at-this-level = このレベルの正解数
streak = 連続正解
best = 最高
hint = ヒント

## ui/opening_panel
the-tentative-black = 仮先
the-tentative-white = 仮後
soosorv-8-opening = ソーソロフ8開局規定
taraguchi-10-opening = タラグチ10開局規定
places-stone = { $n }手目を打つ
within-the-central = （中央{ $s }×{ $s }以内）
anywhere = （どこでも可）
white-declares-how-many-fifth = 白が黒の五手目の題数を宣言します
black-offers-fifth-moves-no = 黒が五手目を提示します（対称形は不可）：盤上の空点を選んでください
white-keeps-one-of-the = 白が提示された五手目から一つを選びます：盤上で選んでください
offers = 五手目の打ち
offer-n-fifth-moves = 五珠{ $n }題打ち
play-black-you-place-the = 黒番で打つ：あなたが中央9×9以内に五手目を打ち、白は交替できます。打ち：白が一つを選んで対局を続けます。
the-proposer = 提示者
the-chooser = 選択者
swap-opening = スワップ開局規定
swap2-opening = スワップ2開局規定
proposer = 提示者
chooser = 選択者
the-proposer-places-black-white = 提示者が黒・白・黒を打ちます
left = 手残り
the-chooser-places-white-then = 選択者が白、続けて黒を打ちます
choose-a-colour = 黒番か白番を選んでください
play-black = 黒番で打つ
play-white = 白番で打つ
place-two-more = さらに2手打つ
the-ai = AI
you-in-text = あなた

## ui_kit/words
stone-must-go-within-the = { $n }手目は中央{ $s }×{ $s }以内に打ってください
keep-one-of-the-offered = 提示された五手目から一つを選んでください
that-point-is-offered-already = その点はすでに提示されています
that-offer-mirrors-an-earlier = その提示は先の提示と対称です：同じ局面になります
declare-1-to-fifth-moves = 五手目の題数を1〜{ $n }で宣言してください
choose-a-colour-first = 先に色を選んでください
this-is-the-main-line = これが本譜です
black-played-a-forbidden-move = 黒が禁手を打ちました：白の勝ち
black-resigned-white-wins = 黒が投了：白の勝ち
white-resigned-black-wins = 白が投了：黒の勝ち
draw-the-board-is-full = 引き分け：盤が埋まりました
you-win = あなたの勝ち！
you-lose = あなたの負け
black-wins = 黒の勝ち
white-wins = 白の勝ち
that-point-is-taken = その点にはすでに石があります
wait-for-your-turn = あなたの手番までお待ちください
the-game-is-over = 対局は終了しました
nothing-to-undo = 戻せる手がありません
nothing-to-redo = 進める手がありません
not-a-point-on-this = この盤上の点ではありません
an-unreadable-file-was-kept = 読み込めないファイルを別に保管しました
an-unreadable-file-is-left = 読み込めないファイルはそのまま残し、保存しません
won-by-row = { $side }：{ $from }から{ $to }まで{ $n }連
won-by-five = { $side }：{ $from }から{ $to }まで五連
no-empty-point-is-left = 空いている点がありません
every-empty-point-is-forbidden = 空いている点はすべて黒の禁手です
side-resigned = { $side }が投了しました
blacks-at-a-forbidden-move = 黒の{ $point }は{ $kind }：禁手で負け
forbidden-for-black-at-refused = 黒の禁手：{ $point }は{ $kind }（打てません）
nothing-to-resign-no-stone = 盤上に石がないので投了できません

## ui/status
declare-the-number-of-fifth = 五手目の題数を宣言
offer-fifth-moves = 五手目を提示
keep-one-of-the-offers = 提示から一つを選ぶ
analysing = 解析中
side-to-move = { $side }の番
thinking = 思考中
looking-for-a-hint = ヒントを探しています
reviewing-the-game-is-paused = 振り返り中：対局は一時停止しています
choose-a-game-in-the = メニューで対局を選んでください
typed = 入力
resign-this-game = 投了しますか？
yes-resign = はい、投了します
no = いいえ

## ui/menu
soosorv-8 = ソーソロフ8
taraguchi-10 = タラグチ10
the-tentative-black-places-one = 仮先が26珠型のいずれかを打ち、相手は交替できます。白は4手目を任意の位置に打って五手目の題数（1〜8）を宣言し、相手は再び交替できます。黒はその題数だけ五手目を提示し、白が一つを選びます。
stone-k-goes-within-the = k手目は中央(2k-1)×(2k-1)以内に打ち、最初の4手はそれぞれ打つたびに相手が交替できます。その後、黒は9×9以内に五手目を打つ（再び交替可）か、五手目を10題提示して白が一つを選びます。
opening-rule = 開局規定
start-from-an-opening = 珠型を指定
empty-board = 空の盤
are-the-tentative-black = 仮先になる（珠型を打つ）
are-the-tentative-white = 仮後になる（先に交替を選べる）
puzzles-find-the-forced-win = 詰め問題：必勝手順を見つける
puzzle-level = 問題のレベル
you-attack-the-engine-defends = あなたが攻め、エンジンが受けます。レベル1：短い四追い、レベル5：長い三・四の追い手。
black-moves-first = 黒が先手です。
black-starts = 黒先
one-side-places-three-stones = 一方が3手打ち、もう一方が色を選びます。
one-side-places-three-stones-the = 一方が3手打ち、もう一方が色を選ぶか、さらに2手打って相手に色を選ばせます。
swap = スワップ
swap2 = スワップ2
you = あなた
choose-the-colour = 色を選ぶ
propose-the-opening = 開局を提示する
new-game = 新しい対局
players = 対局者
mode-human-vs-ai = 人対AI
mode-human-vs-human = 人対人
mode-ai-vs-ai = AI対AI（デモ）
you-play = あなたの石
black-first = 黒（先手）
white-second = 白（後手）
rule = ルール
black-may-not-make-double = 黒は三三・四四・長連を打てません。
start = 開始
continue-the-current-game = 現在の対局を続ける
forbidden-moves = 禁手
refused-up-to-easy-lose = かんたん以下は打てない、それより上は負け
always-lose = 常に負け
always-refused = 常に打てない

## persistence/autosave
opening-in-text = 開局

## review/panel
judged-from-move-after-the = { $n } から評価（開局規定で打たれた石は除く）
opening = 珠型
game-review = 対局の振り返り
review-the-game = 対局を振り返る
the-engine-goes-through-every = エンジンが全手を調べ、悪手と勝ち逃しを示します
about = 約
cancel-the-review = 振り返りを中止
the-review-failed = 振り返りに失敗しました
verdict-good = 好手
verdict-inaccuracy = 疑問手
verdict-mistake = 悪手
verdict-blunder = 大悪手
verdict-missed-win = 勝ち逃し
accuracy = 正確度
the-game-was-lost-at = { $n } { $point }（{ $side }）で負けが決まりました
no-mistakes-found = 悪手は見つかりませんでした。
show-the-position-before-this = この手の前の局面を表示
better = より良い手
try-again = もう一度
play-this-position-against-the = この局面から、間違えた側を持ってエンジンと対局
time-per-move = 1手あたりの時間

## ui/menu_ai
strength = 棋力
about-elo = 約{ $elo } Elo
about-elo-measured-in-freestyle = 約{ $elo } Elo（自由ルールで測定）
suggest-a-level = レベルを提案
suggestion-games = { $games }局の結果から、あなたの棋力は約{ $elo } Eloです：{ $strength }を試してみましょう。
finish-a-game-against-the = AIとの対局を1局終えると、ここでレベルを提案できます。
the-time-applies-to-master = 時間の設定は名人にだけ適用されます。それより下のレベルは一定量だけ探索し、時間内に着手します。
ai-level = AIのレベル
beginner = 入門
novice = 初心者
casual = カジュアル
easy = かんたん
medium = ふつう
skilled = 熟練
hard = むずかしい
expert = 達人
master = 名人
ai-style = AIの棋風
attack = 攻撃型
balanced = バランス型
defence = 守備型
search-threads = 探索スレッド数
one-on-this-machine = このマシンでは1つ
master-searches-on-them-and = 名人はこれらのスレッドで探索します。ヒント・解析・振り返りも同様です。

## settings/setup
solved = 正解

## ui/panel
analyse = 解析
the-engine-thinks-on-the = オフにするまで、エンジンが表示中の局面を考え続けます
undo = 一手戻す
redo = 一手進める
resign = 投了
resume = 再開
best-moves-in-analysis = 解析で示す候補手の数
show-this-variation = この変化を表示
you-are-in-a-variation = 変化を表示中です
make-it-the-main-line = 本譜にする
delete-this-variation = この変化を削除
set-up-any-position-then = 任意の局面を作って、対局または解析
no-moves-yet = まだ着手がありません
start-position = 初期局面
move-numbers = 手数を表示
coordinates = 座標を表示
mark-forbidden-points-renju = 禁手点を表示（連珠）
show-the-ais-line = AIの読み筋を表示
analysis-panel = 解析パネル
touch-tap-twice-to-place = タッチ：2回タップで打つ

## ui/value_graph
the-graph-fills-in-as = エンジンが局面を調べるにつれてグラフが埋まります（AIの着手、ヒント、解析）
blacks-winning-chance-after-each = 各手の後の黒の勝率。クリックでその手へ移動

## editor/panel
black = 黒
white = 白
edit-position = 局面を編集
click-a-point-to-put = 交点をクリックすると選んだ色の石を置きます。同じ色の石をクリックすると取り除きます。
brush = 置く石
erase = 消す
to-move = 手番
clear-the-board = 盤を空にする
paste-a-position-string-eg = 局面文字列を貼り付け（例：h8i9h9）：
set-up = 配置
play-the-side-to-move = 手番側を持ってAIと対局
play-both-sides = 両方を自分で打つ
analyse-this-position = この局面を解析
cancel = キャンセル
not-a-position = 局面ではありません
cannot-play-this-position = この局面では対局できません
black-and-white-stones-with = 黒石{ $black }個・白石{ $white }個で{ $side }の番：黒が先手なので、黒石は白石と同数（黒の番）か1個多い（白の番）必要があります
already-has-five-in-a = { $side }はすでに{ $point }で五連ができています
blacks-stone-on-is-a = { $point }の黒石は、どの順序で打っても連珠の禁手になります
is-not-a-free-point = { $point }は盤上の空点ではありません
no-order-of-these-stones = これらの石を正しく打てる順序がありません（途中で禁手か五連ができます）

## (not found)
rule-freestyle-in-text = 自由ルール
rule-standard-in-text = 標準ルール
rule-renju-in-text = 連珠ルール
rule-caro-in-text = カロルール
no-analysis-yet-ask-for = まだ解析がありません：ヒントを求めるか、AIに打たせてください
forbidden-for-black = 黒の禁手

## session/notice
forbidden-double-three = 三三
forbidden-double-four = 四四
forbidden-overline = 長連

## ui/compact
review = 振り返り
analysis = 解析
moves = 棋譜
game = 対局
view = 表示

## files/window
save-open = 保存 / 開く
copied = コピーしました
download = ダウンロード
open-a-file = ファイルを開く…
save-as = 名前を付けて保存…
position-string-moves-in-order = 局面文字列（着手順、例：h8i9j10）
copy = コピー
paste-a-position-string-a = 局面文字列、.psq テキスト、JSON 棋譜を貼り付け
load-position = 局面を読み込む

## ui/analysis_panel
black-wins-in = 黒が{ $n }手で勝ち
white-wins-in = 白が{ $n }手で勝ち
evaluation-black = 評価値（黒）
blacks-winning-chance = 黒の勝率
depth = 深さ
nodes = ノード数
speed = 速度
time = 時間
best-line = 読み筋
best-moves-for-the-side = 候補手（手番側）
resume-the-game-to-play = 対局を再開するとこの手を打てます
wins-in = { $n }手で勝ち
loses-in = { $n }手で負け
show-the-line-on-the = 読み筋を盤上に表示
the-engine-is-looking-at = エンジンがこの局面を解析中…
no-analysis-of-this-position = この局面はまだ解析されていません：ヒントを求める、解析をオンにする、またはAIに打たせてください
the-ai-expects = AIの予想
depth-searching = { $d }/{ $s }、深さ{ $n }を探索中
proved-the-analysis-has-stopped = 証明済み：解析を終了しました
the-search-reached-its-deepest = 探索が最大の深さに達したため終了しました

## files/save_open
loaded = 読み込みました
could-not-open = 開けませんでした
saved = 保存しました
could-not-save = 保存できませんでした

## board
board = 盤

## files/native
file-json-record-or-psq = ファイル（.json 棋譜または .psq）
save = 保存
open = 開く
a-file-dialog-is-already = ファイルダイアログはすでに開いています
no-file-dialog-type-the = ファイルダイアログを使えません：上にファイルのパスを入力してください

## ui/root
puzzle-solved = 正解です！
streak-count = 連続正解：{ $n }

## ゲームを表示するウェブページ
web-update-ready = 新しいバージョンがあります
web-update-reload = 再読み込み
page-file-support-missing = ページにファイル機能がありません

## 言語メニュー
language = 言語

## 連珠の26珠型、番号順（D：直接打ち、I：間接打ち）
renju-opening-1d = 寒星
renju-opening-2d = 渓月
renju-opening-3d = 疎星
renju-opening-4d = 花月
renju-opening-5d = 残月
renju-opening-6d = 雨月
renju-opening-7d = 金星
renju-opening-8d = 松月
renju-opening-9d = 丘月
renju-opening-10d = 新月
renju-opening-11d = 瑞星
renju-opening-12d = 山月
renju-opening-13d = 遊星
renju-opening-1i = 長星
renju-opening-2i = 峡月
renju-opening-3i = 恒星
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
bar-new-game = 新規
bar-undo = 戻す
bar-redo = 進める
bar-hint = ヒント
