# Gomoku: Tiếng Việt.

## Punctuation
label-colon = { ": " }

## ui/help
gomoku = Cờ caro
help = Trợ giúp
mute = Tắt tiếng
rule-freestyle-help = Năm quân liên tiếp trở lên là thắng.
rule-standard-help = Đúng năm quân liên tiếp mới thắng; sáu quân trở lên không tính.
rule-caro-help = Năm quân liên tiếp là thắng, trừ khi bị đối phương chặn cả hai đầu.
rules = Luật chơi
controls = Điều khiển
rule-gomoku-help = Đen và Trắng lần lượt đặt một quân vào một ô trống; Đen đi trước. Bên nào đầu tiên có năm quân liên tiếp theo hàng ngang, hàng dọc hoặc đường chéo sẽ thắng.
rule-freestyle = Tự do
rule-standard = Tiêu chuẩn
rule-renju = Renju
rule-caro = Caro
rule-renju-help = Đen không được đi ba-ba, bốn-bốn hay hàng dài (quá năm quân); các nước cấm này được đánh dấu bằng dấu nhân đỏ. Trắng không bị hạn chế và thắng với năm quân trở lên.
key-mouse-touch = Chuột / cảm ứng
click-or-tap-a-point = Nhấp hoặc chạm vào một ô để đặt quân
key-arrows = Phím mũi tên
move-the-cursor = Di chuyển con trỏ
key-enter-space = Enter / Phím cách
place-a-stone-at-the = Đặt quân tại con trỏ
key-coordinate-enter = h8 + Enter
type-a-coordinate-to-play = Gõ tọa độ để đi vào đó
key-undo-redo = Ctrl+Z / Ctrl+Y
undo-redo = Đi lại / khôi phục
key-new-game = Ctrl+N
new-game-menu-enter-starts = Ván mới (menu; Enter để bắt đầu)
key-hint = Ctrl+H
key-mute = Ctrl+M
key-save-open = Ctrl+S / Ctrl+O
key-help = F1
key-escape = Esc
key-gamepad = Tay cầm
gamepad-buttons = Phím hướng/cần: con trỏ · A: đặt quân · B: đi lại · X: khôi phục · Y: gợi ý
key-gamepad-start-select = Tay cầm: Start / Select
menu-help = Menu / trợ giúp
close-the-window-on-top = Đóng cửa sổ trên cùng, nếu không thì mở menu

## puzzles/panel
grew-from-the-opening = Phát triển từ khai cuộc
level = Cấp
puzzle = Câu đố
win-by-fours-vcf = thắng bằng chuỗi bốn (VCF)
win-by-threes-and-fours = thắng bằng ba và bốn (VCT)
you-attack-with = Bạn tấn công bằng quân
find-the-forced-win-every = Hãy tìm đường thắng bắt buộc: mọi nước đi đều phải giữ được thế thắng.
lets-the-win-slip-the = để tuột mất chiến thắng: đối phương phòng thủ được. Thử lại?
solved-exclaimed = Đã giải!
no-forced-win-found-from = Không tìm thấy đường thắng bắt buộc từ đây.
hint-the-move-is-in = Gợi ý: nước đi nằm trong ô vuông
hint-play = Gợi ý: hãy đi
retry = Thử lại
next-puzzle = Câu đố tiếp theo
solved-at-this-level = Đã giải ở cấp này
streak = chuỗi
best = tốt nhất
hint = Gợi ý

## ui/opening_panel
the-tentative-black = Đen tạm thời
the-tentative-white = Trắng tạm thời
soosorv-8-opening = Khai cuộc Soosõrv-8
taraguchi-10-opening = Khai cuộc Taraguchi-10
places-stone = đặt quân thứ { $n }
within-the-central = trong vùng { $s }×{ $s } ở giữa
anywhere = ở bất kỳ đâu
white-declares-how-many-fifth = Trắng công bố số nước thứ năm mà Đen phải đề xuất
black-offers-fifth-moves-no = Đen đề xuất các nước thứ năm, không có hai nước đối xứng nhau: chọn các ô trống trên bàn cờ
white-keeps-one-of-the = Trắng giữ lại một đề xuất làm nước thứ năm: chọn nó trên bàn cờ
offers = Đề xuất
offer-n-fifth-moves = Đề xuất { $n } nước thứ năm
play-black-you-place-the = Cầm Đen: bạn đặt nước thứ năm trong vùng 9×9 ở giữa và Trắng có thể đổi màu. Đề xuất: Trắng giữ lại một nước rồi đi tiếp.
the-proposer = bên đề xuất
the-chooser = bên chọn
swap-opening = Khai cuộc Swap
swap2-opening = Khai cuộc Swap2
proposer = Bên đề xuất
chooser = bên chọn
the-proposer-places-black-white = Bên đề xuất đặt quân Đen, Trắng, Đen
left = còn lại
the-chooser-places-white-then = Bên chọn đặt quân Trắng, rồi quân Đen
choose-a-colour = Chọn màu
play-black = Cầm Đen
play-white = Cầm Trắng
place-two-more = Đặt thêm hai quân
the-ai = máy
you-in-text = bạn

## ui_kit/words
stone-must-go-within-the = Quân thứ { $n } phải nằm trong vùng { $s }×{ $s } ở giữa
keep-one-of-the-offered = Hãy giữ lại một trong các nước thứ năm được đề xuất
that-point-is-offered-already = Ô này đã được đề xuất rồi
that-offer-mirrors-an-earlier = Đề xuất này đối xứng với một đề xuất trước: thế cờ sẽ giống hệt
declare-1-to-fifth-moves = Hãy công bố từ 1 đến { $n } nước thứ năm
choose-a-colour-first = Hãy chọn màu trước
this-is-the-main-line = Đây là nhánh chính
black-played-a-forbidden-move = Đen đi nước cấm: Trắng thắng
black-resigned-white-wins = Đen đầu hàng: Trắng thắng
white-resigned-black-wins = Trắng đầu hàng: Đen thắng
draw-the-board-is-full = Hòa: bàn cờ đã kín
you-win = Bạn thắng!
you-lose = Bạn thua
black-wins = Đen thắng
white-wins = Trắng thắng
that-point-is-taken = Ô này đã có quân
wait-for-your-turn = Hãy chờ đến lượt bạn
the-game-is-over = Ván cờ đã kết thúc
nothing-to-undo = Không có nước nào để đi lại
nothing-to-redo = Không có nước nào để khôi phục
not-a-point-on-this = Không phải một ô trên bàn cờ này
an-unreadable-file-was-kept = Một tệp không đọc được đã được cất riêng
an-unreadable-file-is-left = Một tệp không đọc được được giữ nguyên và không được lưu
won-by-row = { $side }: hàng { $n } quân từ { $from } đến { $to }
won-by-five = { $side }: năm quân từ { $from } đến { $to }
no-empty-point-is-left = Không còn ô trống nào
every-empty-point-is-forbidden = Mọi ô trống đều là nước cấm đối với Đen
side-resigned = { $side } đầu hàng
blacks-at-a-forbidden-move = Đen đi { $kind } tại { $point }: đi nước cấm là thua
forbidden-for-black-at-refused = Nước cấm đối với Đen: { $kind } tại { $point } (không được đi)
nothing-to-resign-no-stone = Chưa thể đầu hàng: trên bàn cờ chưa có quân nào

## ui/status
declare-the-number-of-fifth = Công bố số nước thứ năm
offer-fifth-moves = Đề xuất các nước thứ năm
keep-one-of-the-offers = Giữ lại một đề xuất
analysing = Đang phân tích
side-to-move = Lượt { $side }
thinking = Đang suy nghĩ
looking-for-a-hint = Đang tìm gợi ý
reviewing-the-game-is-paused = Đang xem lại: ván cờ tạm dừng
choose-a-game-in-the = Hãy chọn một ván trong menu
typed = Đã gõ
resign-this-game = Đầu hàng ván này?
yes-resign = Có, đầu hàng
no = Không

## ui/menu
soosorv-8 = Soosõrv-8
taraguchi-10 = Taraguchi-10
the-tentative-black-places-one = Đen tạm thời đặt một trong 26 khai cuộc; bên kia có thể đổi màu. Trắng đặt nước thứ 4 ở bất kỳ đâu và công bố từ 1 đến 8 nước thứ năm; bên kia lại có thể đổi màu. Đen đề xuất đúng số nước thứ năm đó, Trắng giữ lại một.
stone-k-goes-within-the = Quân thứ k nằm trong vùng (2k-1)×(2k-1) ở giữa, và sau mỗi quân trong bốn quân đầu, bên kia có thể đổi màu. Sau đó Đen đi nước thứ năm trong vùng 9×9 (lại có thể đổi màu), hoặc đề xuất 10 nước thứ năm để Trắng giữ lại một.
opening-rule = Luật khai cuộc
start-from-an-opening = Bắt đầu từ một khai cuộc
empty-board = Bàn cờ trống
are-the-tentative-black = làm Đen tạm thời
are-the-tentative-white = làm Trắng tạm thời
puzzles-find-the-forced-win = Câu đố: tìm đường thắng bắt buộc
puzzle-level = Cấp câu đố
you-attack-the-engine-defends = Bạn tấn công, máy phòng thủ. Cấp 1: thắng nhanh bằng chuỗi bốn; cấp 5: thắng dài bằng ba và bốn.
black-moves-first = Đen đi trước.
black-starts = Đen đi trước
one-side-places-three-stones = Một bên đặt ba quân; bên kia chọn màu.
one-side-places-three-stones-the = Một bên đặt ba quân; bên kia chọn màu, hoặc đặt thêm hai quân và để bên thứ nhất chọn.
swap = Swap
swap2 = Swap2
you = Bạn
choose-the-colour = chọn màu
propose-the-opening = đề xuất khai cuộc
new-game = Ván mới
players = Người chơi
mode-human-vs-ai = Người đấu máy
mode-human-vs-human = Người đấu người
mode-ai-vs-ai = Máy đấu máy (trình diễn)
you-play = Bạn cầm
black-first = Đen (đi trước)
white-second = Trắng (đi sau)
rule = Luật
black-may-not-make-double = Đen không được đi ba-ba, bốn-bốn hay hàng dài.
start = Bắt đầu
continue-the-current-game = Tiếp tục ván hiện tại
forbidden-moves = Nước cấm
refused-up-to-easy-lose = Không cho đi ở cấp Dễ trở xuống, xử thua ở cấp cao hơn
always-lose = Luôn xử thua
always-refused = Luôn không cho đi

## persistence/autosave
opening-in-text = khai cuộc

## review/panel
judged-from-move-after-the = Đánh giá từ nước { $n }, sau các quân của luật khai cuộc
opening = Khai cuộc
game-review = Xem lại ván
review-the-game = Xem lại ván cờ
the-engine-goes-through-every = Máy duyệt qua từng nước đi và đánh dấu các sai lầm và chiến thắng bị bỏ lỡ
about = khoảng
cancel-the-review = Hủy xem lại
the-review-failed = Xem lại thất bại
verdict-good = tốt
verdict-inaccuracy = thiếu chính xác
verdict-mistake = sai lầm
verdict-blunder = sai lầm nghiêm trọng
verdict-missed-win = bỏ lỡ chiến thắng
accuracy = Độ chính xác
the-game-was-lost-at = Ván cờ thua từ nước { $n } { $point } ({ $side })
no-mistakes-found = Không tìm thấy sai lầm nào.
show-the-position-before-this = Hiện thế cờ trước nước này
better = Tốt hơn
try-again = Thử lại
play-this-position-against-the = Chơi thế cờ này với máy, cầm bên đã đi sai
time-per-move = Thời gian mỗi nước

## ui/menu_ai
strength = Sức cờ
about-elo = khoảng { $elo } Elo
about-elo-measured-in-freestyle = khoảng { $elo } Elo (đo theo luật tự do)
suggest-a-level = Gợi ý cấp độ
suggestion-games = Qua { $games } ván, bạn chơi ở mức khoảng { $elo } Elo: hãy thử { $strength }.
finish-a-game-against-the = Hãy chơi hết một ván với máy để menu có thể gợi ý cấp độ.
the-time-applies-to-master = Thời gian chỉ áp dụng cho cấp Cao thủ; ở các cấp thấp hơn, máy tính toán một lượng cố định và trả lời trong thời gian đó.
ai-level = Cấp độ máy
beginner = Nhập môn
novice = Mới chơi
casual = Thư giãn
easy = Dễ
medium = Trung bình
skilled = Khá
hard = Khó
expert = Chuyên gia
master = Cao thủ
ai-style = Lối chơi của máy
attack = Tấn công
balanced = Cân bằng
defence = Phòng thủ
search-threads = Luồng tìm kiếm
one-on-this-machine = một luồng trên máy này
master-searches-on-them-and = Cấp Cao thủ tìm kiếm trên các luồng này, gợi ý, phân tích và xem lại ván cũng vậy.

## settings/setup
solved = đã giải

## ui/panel
analyse = Phân tích
the-engine-thinks-on-the = Máy phân tích thế cờ đang hiển thị cho đến khi bạn tắt mục này
undo = Đi lại
redo = Khôi phục
resign = Đầu hàng
resume = Tiếp tục
best-moves-in-analysis = Số nước tốt nhất khi phân tích
show-this-variation = Hiện biến này
you-are-in-a-variation = Bạn đang ở một biến
make-it-the-main-line = Đặt làm nhánh chính
delete-this-variation = Xóa biến này
set-up-any-position-then = Bày một thế cờ bất kỳ, rồi chơi hoặc phân tích nó
no-moves-yet = Chưa có nước đi nào
start-position = Thế cờ ban đầu
move-numbers = Số thứ tự nước đi
coordinates = Tọa độ
mark-forbidden-points-renju = Đánh dấu nước cấm (Renju)
show-the-ais-line = Hiện đường đi máy dự tính
analysis-panel = Bảng phân tích
touch-tap-twice-to-place = Cảm ứng: chạm hai lần để đặt quân

## ui/value_graph
the-graph-fills-in-as = Biểu đồ được lấp dần khi máy xem xét các thế cờ (nước đi của máy, gợi ý, Phân tích)
blacks-winning-chance-after-each = Khả năng thắng của Đen sau mỗi nước; nhấp để đến nước đó

## editor/panel
black = Đen
white = Trắng
edit-position = Bày thế cờ
click-a-point-to-put = Nhấp vào một ô để đặt quân có màu đang chọn; nhấp vào quân cùng màu để nhấc nó ra.
brush = Bút
erase = Xóa
to-move = Lượt đi
clear-the-board = Xóa sạch bàn cờ
paste-a-position-string-eg = Dán chuỗi thế cờ (ví dụ h8i9h9):
set-up = Bày cờ
play-the-side-to-move = Cầm bên đến lượt đi, chơi với máy
play-both-sides = Chơi cả hai bên
analyse-this-position = Phân tích thế cờ này
cancel = Hủy
not-a-position = Không phải một thế cờ
cannot-play-this-position = Không thể chơi thế cờ này
black-and-white-stones-with = { $black } quân Đen và { $white } quân Trắng, lượt { $side }: Đen đi trước nên số quân Đen bằng số quân Trắng (lượt Đen) hoặc nhiều hơn một quân (lượt Trắng)
already-has-five-in-a = { $side } đã có năm quân liên tiếp tại { $point }
blacks-stone-on-is-a = quân Đen tại { $point } là nước cấm theo luật Renju dù đi theo thứ tự nào
is-not-a-free-point = { $point } không phải là ô trống trên bàn cờ
no-order-of-these-stones = không có thứ tự nào của các quân này tạo thành một ván hợp lệ (giữa chừng sẽ có nước cấm hoặc năm quân liên tiếp)

## (not found)
rule-freestyle-in-text = tự do
rule-standard-in-text = tiêu chuẩn
rule-renju-in-text = renju
rule-caro-in-text = caro
no-analysis-yet-ask-for = Chưa có phân tích: hãy xin gợi ý hoặc để máy đi
forbidden-for-black = Nước cấm đối với Đen

## session/notice
forbidden-double-three = ba-ba
forbidden-double-four = bốn-bốn
forbidden-overline = hàng dài

## ui/compact
review = Xem lại
analysis = Phân tích
moves = Nước đi
game = Ván cờ
view = Hiển thị

## files/window
save-open = Lưu / mở
copied = Đã sao chép
download = Tải xuống
open-a-file = Mở tệp…
save-as = Lưu thành…
position-string-moves-in-order = Chuỗi thế cờ (các nước theo thứ tự, ví dụ h8i9j10)
copy = Sao chép
paste-a-position-string-a = Dán chuỗi thế cờ, văn bản .psq hoặc bản ghi JSON
load-position = Nạp thế cờ

## ui/analysis_panel
black-wins-in = Đen thắng sau { $n } nước
white-wins-in = Trắng thắng sau { $n } nước
evaluation-black = Đánh giá (Đen)
blacks-winning-chance = Khả năng thắng của Đen
depth = Độ sâu
nodes = Số nút
speed = Tốc độ
time = Thời gian
best-line = Đường đi tốt nhất
best-moves-for-the-side = Nước tốt nhất (cho bên đến lượt)
resume-the-game-to-play = Hãy tiếp tục ván cờ để đi nước này
wins-in = thắng sau { $n } nước
loses-in = thua sau { $n } nước
show-the-line-on-the = Hiện đường đi trên bàn cờ
the-engine-is-looking-at = Máy đang xem xét thế cờ này…
no-analysis-of-this-position = Thế cờ này chưa được phân tích: hãy xin gợi ý, bật Phân tích hoặc để máy đi
the-ai-expects = Máy dự tính
depth-searching = { $d }/{ $s }, đang tìm ở độ sâu { $n }
proved-the-analysis-has-stopped = Đã chứng minh: phân tích đã dừng
the-search-reached-its-deepest = Tìm kiếm đã đến độ sâu tối đa và dừng lại

## files/save_open
loaded = Đã nạp
could-not-open = Không mở được
saved = Đã lưu
could-not-save = Không lưu được

## board
board = Bàn cờ

## files/native
file-json-record-or-psq = Tệp (bản ghi .json hoặc .psq)
save = Lưu
open = Mở
a-file-dialog-is-already = Hộp thoại chọn tệp đang mở
no-file-dialog-type-the = Không có hộp thoại chọn tệp: hãy gõ đường dẫn tệp ở trên

## ui/root
puzzle-solved = Đã giải câu đố!
streak-count = Chuỗi: { $n }

## Trang web bao quanh trò chơi
web-update-ready = Đã có phiên bản mới
web-update-reload = Tải lại
page-file-support-missing = trang thiếu hỗ trợ tệp

## Menu ngôn ngữ
language = Ngôn ngữ

## 26 khai cuộc chuẩn của Renju theo mã (D: trực tiếp, I: gián tiếp); giữ tên tiếng Nhật như bản tiếng Anh
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

## The phone's bar over the board
bar-new-game = Ván mới
bar-undo = Đi lại
bar-redo = Khôi phục
bar-hint = Gợi ý
