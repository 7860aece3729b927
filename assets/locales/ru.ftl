# Gomoku: Русский.

## Punctuation
label-colon = { ": " }

## ui/help
gomoku = Гомоку
help = Справка
mute = Без звука
rule-freestyle-help = Побеждает ряд из пяти и более камней.
rule-standard-help = Побеждает ровно пять камней в ряд; шесть и более не считаются.
rule-caro-help = Пятёрка побеждает, если соперник не закрыл её с обоих концов.
rules = Правила
controls = Управление
rule-gomoku-help = Чёрные и белые по очереди ставят камень на свободный пункт; первыми ходят чёрные. Побеждает тот, кто первым выстроит пять камней в ряд по горизонтали, вертикали или диагонали.
rule-freestyle = Свободное гомоку
rule-standard = Стандартное гомоку
rule-renju = Рэндзю
rule-caro = Каро
rule-renju-help = Чёрным запрещены двойная тройка, двойная четвёрка и длинный ряд (такие пункты отмечены красным крестиком); у белых ограничений нет, они выигрывают пятью и более камнями в ряд.
key-mouse-touch = Мышь / касание
click-or-tap-a-point = Щёлкните или коснитесь пункта, чтобы поставить камень
key-arrows = Стрелки
move-the-cursor = Перемещение курсора
key-enter-space = Enter / Пробел
place-a-stone-at-the = Поставить камень под курсором
key-coordinate-enter = h8 + Enter
type-a-coordinate-to-play = Введите координату, чтобы сходить туда
key-undo-redo = Ctrl+Z / Ctrl+Y
undo-redo = Отменить / вернуть ход
key-new-game = Ctrl+N
new-game-menu-enter-starts = Новая партия (меню; Enter — начать)
key-hint = Ctrl+H
key-mute = Ctrl+M
key-save-open = Ctrl+S / Ctrl+O
key-help = F1
key-escape = Esc
key-gamepad = Геймпад
gamepad-buttons = Крестовина/стик: курсор · A: поставить · B: отменить ход · X: вернуть ход · Y: подсказка
key-gamepad-start-select = Геймпад: Start / Select
menu-help = Меню / справка
close-the-window-on-top = Закрыть верхнее окно, иначе открыть меню

## puzzles/panel
grew-from-the-opening = Из дебюта
level = Уровень
puzzle = Задача
win-by-fours-vcf = победа четвёрками (VCF)
win-by-threes-and-fours = победа тройками и четвёрками (VCT)
you-attack-with = Вы атакуете
find-the-forced-win-every = Найдите форсированную победу: каждый ход должен её сохранять.
lets-the-win-slip-the = упускает победу: защита держится. Ещё раз?
solved-exclaimed = Решено!
no-forced-win-found-from = Отсюда форсированная победа не найдена.
hint-the-move-is-in = Подсказка: ход в квадрате
hint-play = Подсказка: ходите
retry = Заново
next-puzzle = Следующая задача
solved-at-this-level = Решено на этом уровне
streak = серия
best = лучшая
hint = Подсказка

## ui/opening_panel
the-tentative-black = временные чёрные
the-tentative-white = временные белые
soosorv-8-opening = Дебютное правило Сосёрв-8
taraguchi-10-opening = Дебютное правило Тарагути-10
places-stone = ставят камень { $n }
within-the-central = в центральном квадрате { $s }×{ $s }
anywhere = в любом месте
white-declares-how-many-fifth = Белые заявляют, сколько пятых ходов предложат чёрные
black-offers-fifth-moves-no = Чёрные предлагают пятые ходы, без симметричных между собой: выберите свободные пункты на доске
white-keeps-one-of-the = Белые оставляют одно из предложений пятым ходом: выберите его на доске
offers = Предложения
offer-n-fifth-moves =
    { $n ->
        [one] Предложить { $n } пятый ход
        [few] Предложить { $n } пятых хода
       *[many] Предложить { $n } пятых ходов
    }
play-black-you-place-the = «Играть чёрными»: вы ставите пятый ход в центральном квадрате 9×9, и белые могут поменяться цветом. «Предложить»: белые оставляют один из ходов и продолжают игру.
the-proposer = предлагающий
the-chooser = выбирающий
swap-opening = Дебютное правило свап
swap2-opening = Дебютное правило свап-2
proposer = Предлагающий
chooser = выбирающий
the-proposer-places-black-white = Предлагающий ставит чёрный, белый и чёрный камни
left = осталось
the-chooser-places-white-then = Выбирающий ставит белый, затем чёрный камень
choose-a-colour = Выберите цвет
play-black = Играть чёрными
play-white = Играть белыми
place-two-more = Поставить ещё два
the-ai = ИИ
you-in-text = вы

## ui_kit/words
stone-must-go-within-the = Камень { $n } должен стоять в центральном квадрате { $s }×{ $s }
keep-one-of-the-offered = Оставьте один из предложенных пятых ходов
that-point-is-offered-already = Этот пункт уже предложен
that-offer-mirrors-an-earlier = Это предложение симметрично одному из прежних: позиция была бы той же
declare-1-to-fifth-moves =
    { $n ->
        [one] Заявите от 1 до { $n } пятого хода
        [few] Заявите от 1 до { $n } пятых ходов
       *[many] Заявите от 1 до { $n } пятых ходов
    }
choose-a-colour-first = Сначала выберите цвет
this-is-the-main-line = Это основной вариант
black-played-a-forbidden-move = Чёрные сделали запрещённый ход: белые выиграли
black-resigned-white-wins = Чёрные сдались: белые выиграли
white-resigned-black-wins = Белые сдались: чёрные выиграли
draw-the-board-is-full = Ничья: доска заполнена
you-win = Вы выиграли!
you-lose = Вы проиграли
black-wins = Чёрные выиграли
white-wins = Белые выиграли
that-point-is-taken = Этот пункт занят
wait-for-your-turn = Дождитесь своего хода
the-game-is-over = Партия окончена
nothing-to-undo = Нечего отменять
nothing-to-redo = Нечего возвращать
not-a-point-on-this = Такого пункта на этой доске нет
an-unreadable-file-was-kept = Нечитаемый файл отложен в сторону
an-unreadable-file-is-left = Нечитаемый файл оставлен как есть и не сохраняется
won-by-row =
    { $n ->
        [one] { $side }: ряд из { $n } камня от { $from } до { $to }
        [few] { $side }: ряд из { $n } камней от { $from } до { $to }
       *[many] { $side }: ряд из { $n } камней от { $from } до { $to }
    }
won-by-five = { $side }: пять в ряд от { $from } до { $to }
no-empty-point-is-left = Свободных пунктов не осталось
every-empty-point-is-forbidden = Все свободные пункты запрещены для чёрных
side-resigned = { $side } сдались
blacks-at-a-forbidden-move = Чёрные: { $kind } на { $point } — запрещённый ход, поражение
forbidden-for-black-at-refused = Запрещено для чёрных: { $kind } на { $point } (ход не принят)
nothing-to-resign-no-stone = Сдаваться рано: на доске нет ни одного камня

## ui/status
declare-the-number-of-fifth = Заявите число пятых ходов
offer-fifth-moves = Предложите пятые ходы
keep-one-of-the-offers = Оставьте одно из предложений
analysing = Идёт анализ
side-to-move = Ходят { $side }
thinking = Думает
looking-for-a-hint = Поиск подсказки
reviewing-the-game-is-paused = Разбор: партия приостановлена
choose-a-game-in-the = Выберите партию в меню
typed = Введено
resign-this-game = Сдать эту партию?
yes-resign = Да, сдаться
no = Нет

## ui/menu
soosorv-8 = Сосёрв-8
taraguchi-10 = Тарагути-10
the-tentative-black-places-one = Временные чёрные ставят один из 26 дебютов; соперник может поменяться цветом. Белые ставят 4-й ход в любом месте и заявляют от 1 до 8 пятых ходов; соперник снова может поменяться. Чёрные предлагают столько пятых ходов, белые оставляют один.
stone-k-goes-within-the = Камень k ставится в центральном квадрате (2k-1)×(2k-1), и после каждого из первых четырёх соперник может поменяться цветом. Затем чёрные делают пятый ход в квадрате 9×9 (снова можно поменяться) или предлагают 10 пятых ходов, из которых белые оставляют один.
opening-rule = Дебютное правило
start-from-an-opening = Начать с дебюта
empty-board = Пустая доска
are-the-tentative-black = временные чёрные
are-the-tentative-white = временные белые
puzzles-find-the-forced-win = Задачи: найдите форсированную победу
puzzle-level = Уровень задач
you-attack-the-engine-defends = Вы атакуете, движок защищается. Уровень 1: короткие победы четвёрками; уровень 5: длинные победы тройками и четвёрками.
black-moves-first = Первыми ходят чёрные.
black-starts = Чёрные начинают
one-side-places-three-stones = Один игрок ставит три камня, другой выбирает цвет.
one-side-places-three-stones-the = Один игрок ставит три камня, другой выбирает цвет или ставит ещё два и предоставляет выбор первому.
swap = Свап
swap2 = Свап-2
you = Вы
choose-the-colour = выбираете цвет
propose-the-opening = предлагаете дебют
new-game = Новая партия
players = Игроки
mode-human-vs-ai = Человек против ИИ
mode-human-vs-human = Человек против человека
mode-ai-vs-ai = ИИ против ИИ (демо)
you-play = Ваш цвет
black-first = Чёрные (ходят первыми)
white-second = Белые (ходят вторыми)
rule = Правила
black-may-not-make-double = Чёрным запрещены двойные тройки, двойные четвёрки и длинные ряды.
start = Начать
continue-the-current-game = Продолжить текущую партию
forbidden-moves = Запрещённые ходы
refused-up-to-easy-lose = До уровня «Лёгкий» не принимаются, выше — поражение
always-lose = Всегда поражение
always-refused = Всегда не принимаются

## persistence/autosave
opening-in-text = дебют

## review/panel
judged-from-move-after-the = Оценка с хода { $n }, после камней дебютного правила
opening = Дебют
game-review = Разбор партии
review-the-game = Разобрать партию
the-engine-goes-through-every = Движок проверяет каждый ход и отмечает ошибки и упущенные победы
about = около
cancel-the-review = Отменить разбор
the-review-failed = Разбор не удался
verdict-good = хороший ход
verdict-inaccuracy = неточность
verdict-mistake = ошибка
verdict-blunder = грубая ошибка
verdict-missed-win = упущенная победа
accuracy = Точность
the-game-was-lost-at = Партия проиграна на ходе { $n } { $point } ({ $side })
no-mistakes-found = Ошибок не найдено.
show-the-position-before-this = Показать позицию перед этим ходом
better = Лучше
try-again = Ещё раз
play-this-position-against-the = Сыграть эту позицию против движка за сторону, которая ошиблась
time-per-move = Время на ход

## ui/menu_ai
strength = Сила
about-elo = около { $elo } Elo
about-elo-measured-in-freestyle = около { $elo } Elo (измерено в свободном гомоку)
suggest-a-level = Подобрать уровень
suggestion-games =
    { $games ->
        [one] По { $games } партии
        [few] По { $games } партиям
       *[many] По { $games } партиям
    } вы играете примерно на { $elo } Elo: попробуйте «{ $strength }».
finish-a-game-against-the = Доиграйте партию против ИИ, и меню сможет подобрать уровень.
the-time-applies-to-master = Время действует для уровня «Мастер»; на уровнях ниже ИИ считает фиксированный объём и отвечает в пределах этого времени.
ai-level = Уровень ИИ
beginner = Начинающий
novice = Новичок
casual = Любитель
easy = Лёгкий
medium = Средний
skilled = Опытный
hard = Сложный
expert = Эксперт
master = Мастер
ai-style = Стиль ИИ
attack = Атака
balanced = Баланс
defence = Защита
search-threads = Потоки поиска
one-on-this-machine = на этом компьютере один
master-searches-on-them-and = На них считает «Мастер», а также подсказки, анализ и разбор.

## settings/setup
solved = решено

## ui/panel
analyse = Анализ
the-engine-thinks-on-the = Движок анализирует показанную позицию, пока вы это не выключите
undo = Отменить ход
redo = Вернуть ход
resign = Сдаться
resume = Продолжить
best-moves-in-analysis = Лучших ходов в анализе
show-this-variation = Показать этот вариант
you-are-in-a-variation = Вы смотрите вариант
make-it-the-main-line = Сделать основным вариантом
delete-this-variation = Удалить этот вариант
set-up-any-position-then = Расставьте любую позицию, затем играйте или анализируйте её
no-moves-yet = Ходов пока нет
start-position = Начальная позиция
move-numbers = Номера ходов
coordinates = Координаты
mark-forbidden-points-renju = Отмечать запрещённые пункты (рэндзю)
show-the-ais-line = Показывать вариант ИИ
analysis-panel = Панель анализа
touch-tap-twice-to-place = Касание: коснитесь дважды, чтобы поставить камень

## ui/value_graph
the-graph-fills-in-as = График заполняется по мере того, как движок оценивает позиции (его ходы, подсказки, анализ)
blacks-winning-chance-after-each = Шансы чёрных на победу после каждого хода; нажмите, чтобы перейти к ходу

## editor/panel
black = Чёрные
white = Белые
edit-position = Редактор позиции
click-a-point-to-put = Щёлкните пункт, чтобы поставить туда камень выбранного цвета; щёлкните камень этого цвета, чтобы убрать его.
brush = Кисть
erase = Ластик
to-move = Ход
clear-the-board = Очистить доску
paste-a-position-string-eg = Вставьте строку позиции (например, h8i9h9):
set-up = Расставить
play-the-side-to-move = Играть против ИИ за сторону, чей ход
play-both-sides = Играть за обе стороны
analyse-this-position = Анализировать эту позицию
cancel = Отмена
not-a-position = Это не позиция
cannot-play-this-position = Эту позицию нельзя играть
black-and-white-stones-with = Камней: чёрных — { $black }, белых — { $white }; ходят { $side }. Первыми ходят чёрные, поэтому чёрных камней столько же, сколько белых (ход чёрных), или на один больше (ход белых)
already-has-five-in-a = { $side }: уже есть пять в ряд на { $point }
blacks-stone-on-is-a = чёрный камень на { $point } при любом порядке ходов — запрещённый ход по правилам рэндзю
is-not-a-free-point = { $point } — не свободный пункт на доске
no-order-of-these-stones = ни один порядок этих камней не даёт допустимой партии (по пути возникает запрещённый ход или пятёрка)

## (not found)
rule-freestyle-in-text = свободное гомоку
rule-standard-in-text = стандартное гомоку
rule-renju-in-text = рэндзю
rule-caro-in-text = каро
no-analysis-yet-ask-for = Анализа пока нет: попросите подсказку или дайте ИИ сделать ход
forbidden-for-black = Запрещено для чёрных

## session/notice
forbidden-double-three = двойная тройка
forbidden-double-four = двойная четвёрка
forbidden-overline = длинный ряд

## ui/compact
review = Разбор
analysis = Анализ
moves = Ходы
game = Партия
view = Вид

## files/window
save-open = Сохранить / открыть
copied = Скопировано
download = Скачать
open-a-file = Открыть файл…
save-as = Сохранить как…
position-string-moves-in-order = Строка позиции (ходы по порядку, например h8i9j10)
copy = Копировать
paste-a-position-string-a = Вставьте строку позиции, текст .psq или запись JSON
load-position = Загрузить позицию

## ui/analysis_panel
black-wins-in =
    { $n ->
        [one] Чёрные выигрывают за { $n } ход
        [few] Чёрные выигрывают за { $n } хода
       *[many] Чёрные выигрывают за { $n } ходов
    }
white-wins-in =
    { $n ->
        [one] Белые выигрывают за { $n } ход
        [few] Белые выигрывают за { $n } хода
       *[many] Белые выигрывают за { $n } ходов
    }
evaluation-black = Оценка (чёрные)
blacks-winning-chance = Шансы чёрных на победу
depth = Глубина
nodes = Узлы
speed = Скорость
time = Время
best-line = Лучший вариант
best-moves-for-the-side = Лучшие ходы (для стороны, чей ход)
resume-the-game-to-play = Продолжите партию, чтобы сыграть этот ход
wins-in =
    { $n ->
        [one] выигрыш за { $n } ход
        [few] выигрыш за { $n } хода
       *[many] выигрыш за { $n } ходов
    }
loses-in =
    { $n ->
        [one] проигрыш за { $n } ход
        [few] проигрыш за { $n } хода
       *[many] проигрыш за { $n } ходов
    }
show-the-line-on-the = Показать вариант на доске
the-engine-is-looking-at = Движок анализирует эту позицию…
no-analysis-of-this-position = Эта позиция ещё не проанализирована: попросите подсказку, включите анализ или дайте ИИ сделать ход
the-ai-expects = ИИ ожидает
depth-searching = { $d }/{ $s }, поиск на глубине { $n }
proved-the-analysis-has-stopped = Доказано: анализ остановлен
the-search-reached-its-deepest = Поиск достиг наибольшей глубины и остановлен

## files/save_open
loaded = Загружено
could-not-open = Не удалось открыть
saved = Сохранено
could-not-save = Не удалось сохранить

## board
board = Доска

## files/native
file-json-record-or-psq = Файл (запись .json или .psq)
save = Сохранить
open = Открыть
a-file-dialog-is-already = Окно выбора файла уже открыто
no-file-dialog-type-the = Окно выбора файла недоступно: введите путь к файлу выше

## ui/root
puzzle-solved = Задача решена!
streak-count = Серия: { $n }

## Веб-страница вокруг игры
web-update-ready = Доступна новая версия
web-update-reload = Перезагрузить
page-file-support-missing = на странице нет поддержки файлов

## Меню языка
language = Язык

## 26 канонических дебютов рэндзю по кодам (D: прямые, I: диагональные); японские названия кириллицей
renju-opening-1d = Кансей
renju-opening-2d = Кейгецу
renju-opening-3d = Сосей
renju-opening-4d = Кагецу
renju-opening-5d = Дзангецу
renju-opening-6d = Угецу
renju-opening-7d = Кинсей
renju-opening-8d = Сёгецу
renju-opening-9d = Кюгецу
renju-opening-10d = Сингецу
renju-opening-11d = Дзуйсей
renju-opening-12d = Сангецу
renju-opening-13d = Юсей
renju-opening-1i = Тёсей
renju-opening-2i = Кёгецу
renju-opening-3i = Косей
renju-opening-4i = Суйгецу
renju-opening-5i = Рюсей
renju-opening-6i = Унгецу
renju-opening-7i = Хогецу
renju-opening-8i = Рангецу
renju-opening-9i = Гингецу
renju-opening-10i = Мёдзё
renju-opening-11i = Сягецу
renju-opening-12i = Мейгецу
renju-opening-13i = Суйсей

## The phone's bar over the board
bar-new-game = Новая
bar-undo = Назад
bar-redo = Вперёд
bar-hint = Совет
