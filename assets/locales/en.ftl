# Gomoku: English. Message ids are what the code names; see docs/translating.md.

## Punctuation
label-colon = { ": " }

## ui/help
gomoku = Gomoku
help = Help
mute = Mute
rule-freestyle-help = Five or more in a row wins.
rule-standard-help = Exactly five wins; six or more do not.
rule-caro-help = Five wins unless both ends are blocked by the opponent.
rules = Rules
controls = Controls
rule-gomoku-help = Black and white take turns placing a stone on an empty point; black moves first. The first to get five in a row, horizontally, vertically or diagonally, wins.
rule-freestyle = Freestyle
rule-standard = Standard
rule-renju = Renju
rule-caro = Caro
rule-renju-help = Black's double threes, double fours and overlines are forbidden (marked with a red cross); white has no restrictions and wins with five or more.
key-mouse-touch = Mouse / touch
click-or-tap-a-point = Click or tap a point to place a stone
key-arrows = Arrows
move-the-cursor = Move the cursor
key-enter-space = Enter / Space
place-a-stone-at-the = Place a stone at the cursor
key-coordinate-enter = h8 + Enter
type-a-coordinate-to-play = Type a coordinate to play there
key-undo-redo = Ctrl+Z / Ctrl+Y
undo-redo = Undo / redo
key-new-game = Ctrl+N
new-game-menu-enter-starts = New game (menu; Enter starts)
key-hint = Ctrl+H
key-mute = Ctrl+M
key-save-open = Ctrl+S / Ctrl+O
key-help = F1
key-escape = Esc
key-gamepad = Gamepad
gamepad-buttons = D-pad/stick: cursor · A: place · B: undo · X: redo · Y: hint
key-gamepad-start-select = Gamepad Start / Select
menu-help = Menu / help
close-the-window-on-top = Close the window on top, else the menu

## puzzles/panel
grew-from-the-opening = Grew from the opening
level = Level
puzzle = Puzzle
win-by-fours-vcf = win by fours (VCF)
win-by-threes-and-fours = win by threes and fours (VCT)
you-attack-with = You attack with
find-the-forced-win-every = Find the forced win: every move must keep it.
lets-the-win-slip-the = lets the win slip: the defence holds. Retry?
solved-exclaimed = Solved!
no-forced-win-found-from = No forced win found from here.
hint-the-move-is-in = Hint: the move is in the square
hint-play = Hint: play
retry = Retry
next-puzzle = Next puzzle
solved-at-this-level = Solved at this level
streak = streak
best = best
hint = Hint

## ui/opening_panel
the-tentative-black = the tentative black
the-tentative-white = the tentative white
soosorv-8-opening = Soosõrv-8 opening
taraguchi-10-opening = Taraguchi-10 opening
places-stone = places stone { $n }
within-the-central = within the central { $s }×{ $s }
anywhere = anywhere
white-declares-how-many-fifth = White declares how many fifth moves black offers
black-offers-fifth-moves-no = Black offers fifth moves, no two symmetrical: pick empty points on the board
white-keeps-one-of-the = White keeps one of the offers as the fifth move: pick it on the board
offers = Offers
offer-n-fifth-moves = Offer { $n } fifth moves
play-black-you-place-the = Play black: you place the fifth within the central 9×9 and white may swap. Offer: white keeps one and plays on.
the-proposer = the proposer
the-chooser = the chooser
swap-opening = Swap opening
swap2-opening = Swap2 opening
proposer = Proposer
chooser = chooser
the-proposer-places-black-white = The proposer places black, white, black
left = left
the-chooser-places-white-then = The chooser places white, then black
choose-a-colour = Choose a colour
play-black = Play black
play-white = Play white
place-two-more = Place two more
the-ai = the AI
you-in-text = you

## ui_kit/words
stone-must-go-within-the = Stone { $n } must go within the central { $s }×{ $s }
keep-one-of-the-offered = Keep one of the offered fifth moves
that-point-is-offered-already = That point is offered already
that-offer-mirrors-an-earlier = That offer mirrors an earlier one: the position would be the same
declare-1-to-fifth-moves = Declare 1 to { $n } fifth moves
choose-a-colour-first = Choose a colour first
this-is-the-main-line = This is the main line
black-played-a-forbidden-move = Black played a forbidden move: white wins
black-resigned-white-wins = Black resigned: white wins
white-resigned-black-wins = White resigned: black wins
draw-the-board-is-full = Draw: the board is full
you-win = You win!
you-lose = You lose
black-wins = Black wins
white-wins = White wins
that-point-is-taken = That point is taken
wait-for-your-turn = Wait for your turn
the-game-is-over = The game is over
nothing-to-undo = Nothing to undo
nothing-to-redo = Nothing to redo
not-a-point-on-this = Not a point on this board
an-unreadable-file-was-kept = An unreadable file was kept aside
an-unreadable-file-is-left = An unreadable file is left as it is and not saved
won-by-row = { $side }: a row of { $n } from { $from } to { $to }
won-by-five = { $side }: five from { $from } to { $to }
no-empty-point-is-left = No empty point is left
every-empty-point-is-forbidden = Every empty point is forbidden for black
side-resigned = { $side } resigned
blacks-at-a-forbidden-move = Black's { $kind } at { $point }: a forbidden move loses
forbidden-for-black-at-refused = Forbidden for black: { $kind } at { $point } (refused)
nothing-to-resign-no-stone = Nothing to resign: no stone is on the board

## ui/status
declare-the-number-of-fifth = Declare the number of fifth moves
offer-fifth-moves = Offer fifth moves
keep-one-of-the-offers = Keep one of the offers
analysing = Analysing
side-to-move = { $side } to move
thinking = Thinking
looking-for-a-hint = Looking for a hint
reviewing-the-game-is-paused = Reviewing: the game is paused
choose-a-game-in-the = Choose a game in the menu
typed = Typed
resign-this-game = Resign this game?
yes-resign = Yes, resign
no = No

## ui/menu
soosorv-8 = Soosõrv-8
taraguchi-10 = Taraguchi-10
the-tentative-black-places-one = The tentative black places one of the 26 openings; the other may swap. White places the 4th anywhere and declares 1 to 8 fifth moves; the other may swap. Black offers that many fifths, white keeps one.
stone-k-goes-within-the = Stone k goes within the central (2k-1)×(2k-1), and after each of the first four the other side may swap. Then black plays a fifth within the 9×9 (swap again), or offers 10 fifths of which white keeps one.
opening-rule = Opening rule
start-from-an-opening = Start from an opening
empty-board = Empty board
are-the-tentative-black = are the tentative black
are-the-tentative-white = are the tentative white
puzzles-find-the-forced-win = Puzzles: find the forced win
puzzle-level = Puzzle level
you-attack-the-engine-defends = You attack; the engine defends. Level 1: short wins by fours; level 5: long wins by threes and fours.
black-moves-first = Black moves first.
black-starts = Black starts
one-side-places-three-stones = One side places three stones; the other picks a colour.
one-side-places-three-stones-the = One side places three stones; the other picks a colour or places two more and lets the first pick.
swap = Swap
swap2 = Swap2
you = You
choose-the-colour = choose the colour
propose-the-opening = propose the opening
new-game = New game
players = Players
mode-human-vs-ai = Human vs AI
mode-human-vs-human = Human vs human
mode-ai-vs-ai = AI vs AI (demo)
you-play = You play
black-first = Black (first)
white-second = White (second)
rule = Rule
black-may-not-make-double = Black may not make double threes, double fours or overlines.
start = Start
continue-the-current-game = Continue the current game
forbidden-moves = Forbidden moves
refused-up-to-easy-lose = Refused up to easy, lose above
always-lose = Always lose
always-refused = Always refused

## persistence/autosave
opening-in-text = opening

## review/panel
judged-from-move-after-the = Judged from move { $n }, after the opening rule's stones
opening = Opening
game-review = Game review
review-the-game = Review the game
the-engine-goes-through-every = The engine goes through every move and marks mistakes and missed wins
about = about
cancel-the-review = Cancel the review
the-review-failed = The review failed
verdict-good = good
verdict-inaccuracy = inaccuracy
verdict-mistake = mistake
verdict-blunder = blunder
verdict-missed-win = missed win
accuracy = Accuracy
the-game-was-lost-at = The game was lost at move { $n } { $point } ({ $side })
no-mistakes-found = No mistakes found.
show-the-position-before-this = Show the position before this move
better = better
try-again = Try again
play-this-position-against-the = Play this position against the engine, as the side that went wrong
time-per-move = Time per move

## ui/menu_ai
strength = Strength
about-elo = about { $elo } Elo
about-elo-measured-in-freestyle = about { $elo } Elo (measured in freestyle)
suggest-a-level = Suggest a level
suggestion-games =
    { $games ->
        [one] From one game
       *[other] From { $games } games
    } you play at about { $elo } Elo: try { $strength }.
finish-a-game-against-the = Finish a game against the AI and the menu can suggest a level.
the-time-applies-to-master = The time applies to Master; below it the AI searches a fixed amount and answers within the time.
ai-level = AI level
beginner = Beginner
novice = Novice
casual = Casual
easy = Easy
medium = Medium
skilled = Skilled
hard = Hard
expert = Expert
master = Master
ai-style = AI style
attack = Attack
balanced = Balanced
defence = Defence
search-threads = Search threads
one-on-this-machine = one on this machine
master-searches-on-them-and = Master searches on them, and so do hints, analysis and reviews.

## settings/setup
solved = solved

## ui/panel
analyse = Analyse
the-engine-thinks-on-the = The engine thinks on the shown position until you switch this off
undo = Undo
redo = Redo
resign = Resign
resume = Resume
best-moves-in-analysis = Best moves in analysis
show-this-variation = Show this variation
you-are-in-a-variation = You are in a variation
make-it-the-main-line = Make it the main line
delete-this-variation = Delete this variation
set-up-any-position-then = Set up any position, then play it or analyse it
no-moves-yet = No moves yet
start-position = Start position
move-numbers = Move numbers
coordinates = Coordinates
mark-forbidden-points-renju = Mark forbidden points (renju)
show-the-ais-line = Show the AI's line
analysis-panel = Analysis panel
touch-tap-twice-to-place = Touch: tap twice to place

## ui/value_graph
the-graph-fills-in-as = The graph fills in as the engine looks at positions (its moves, hints, Analyse)
blacks-winning-chance-after-each = Black's winning chance after each move; click to go there

## editor/panel
black = Black
white = White
edit-position = Edit position
click-a-point-to-put = Click a point to put the brush's stone there; click a stone of that colour to take it off.
brush = Brush
erase = Erase
to-move = To move
clear-the-board = Clear the board
paste-a-position-string-eg = Paste a position string (e.g. h8i9h9):
set-up = Set up
play-the-side-to-move = Play the side to move against the AI
play-both-sides = Play both sides
analyse-this-position = Analyse this position
cancel = Cancel
not-a-position = Not a position
cannot-play-this-position = Cannot play this position
black-and-white-stones-with = { $black } black and { $white } white stones with { $side } to move: black moves first, so black has as many stones as white (black to move) or one more (white to move)
already-has-five-in-a = { $side } already has five in a row at { $point }
blacks-stone-on-is-a = black's stone on { $point } is a forbidden move under renju in any order
is-not-a-free-point = { $point } is not a free point on the board
no-order-of-these-stones = no order of these stones is a legal game (a forbidden move or a five on the way)

## (not found)
rule-freestyle-in-text = freestyle
rule-standard-in-text = standard
rule-renju-in-text = renju
rule-caro-in-text = caro
no-analysis-yet-ask-for = No analysis yet: ask for a hint or let the AI move
forbidden-for-black = Forbidden for black

## session/notice
forbidden-double-three = double three
forbidden-double-four = double four
forbidden-overline = overline

## ui/compact
review = Review
analysis = Analysis
moves = Moves
game = Game
view = View

## files/window
save-open = Save / open
copied = Copied
download = Download
open-a-file = Open a file…
save-as = Save as…
position-string-moves-in-order = Position string (moves in order, e.g. h8i9j10)
copy = Copy
paste-a-position-string-a = Paste a position string, a .psq text or a JSON record
load-position = Load position

## ui/analysis_panel
black-wins-in = Black wins in { $n }
white-wins-in = White wins in { $n }
evaluation-black = Evaluation (black)
blacks-winning-chance = Black's winning chance
depth = Depth
nodes = Nodes
speed = Speed
time = Time
best-line = Best line
best-moves-for-the-side = Best moves (for the side to move)
resume-the-game-to-play = Resume the game to play it
wins-in = wins in { $n }
loses-in = loses in { $n }
show-the-line-on-the = Show the line on the board
the-engine-is-looking-at = The engine is looking at this position…
no-analysis-of-this-position = No analysis of this position yet: ask for a hint, switch Analyse on or let the AI move
the-ai-expects = The AI expects
depth-searching = { $d }/{ $s }, searching { $n }
proved-the-analysis-has-stopped = Proved: the analysis has stopped
the-search-reached-its-deepest = The search reached its deepest depth and stopped

## files/save_open
loaded = Loaded
could-not-open = Could not open
saved = Saved
could-not-save = Could not save

## board
board = Board

## files/native
file-json-record-or-psq = File (.json record or .psq)
save = Save
open = Open
a-file-dialog-is-already = A file dialog is already open
no-file-dialog-type-the = No file dialog: type the file's path above

## ui/root
puzzle-solved = Puzzle solved!
streak-count = Streak: { $n }

## The web page around the game
web-update-ready = A new version is ready
web-update-reload = Reload
page-file-support-missing = the page's file support is missing

## The language menu
language = Language

## Renju's 26 canonical openings, by code (D: direct, I: indirect); English uses the Japanese names
renju-opening-1d = Kansei
renju-opening-2d = Keigetsu
renju-opening-3d = Sosei
renju-opening-4d = Kagetsu
renju-opening-5d = Zangetsu
renju-opening-6d = Ugetsu
renju-opening-7d = Kinsei
renju-opening-8d = Shogetsu
renju-opening-9d = Kyugetsu
renju-opening-10d = Shingetsu
renju-opening-11d = Zuisei
renju-opening-12d = Sangetsu
renju-opening-13d = Yusei
renju-opening-1i = Chosei
renju-opening-2i = Kyogetsu
renju-opening-3i = Kosei
renju-opening-4i = Suigetsu
renju-opening-5i = Ryusei
renju-opening-6i = Ungetsu
renju-opening-7i = Hogetsu
renju-opening-8i = Rangetsu
renju-opening-9i = Gingetsu
renju-opening-10i = Myojo
renju-opening-11i = Shagetsu
renju-opening-12i = Meigetsu
renju-opening-13i = Suisei

## The phone's bar over the board: the same controls in as few letters as the language allows
bar-new-game = New game
bar-undo = Undo
bar-redo = Redo
bar-hint = Hint
