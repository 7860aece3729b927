//! The interface in English and Simplified Chinese. Text is written in English in the code and
//! looked up here; a missing translation falls back to English (a test checks there are none).

use serde::{Deserialize, Serialize};

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Language {
    #[default]
    English,
    Chinese,
}

impl Language {
    /// The language's name in itself, for the switch button.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Chinese => "简体中文",
        }
    }
}

/// `english` in `lang`.
pub fn tr(lang: Language, english: &str) -> &str {
    match lang {
        Language::English => english,
        Language::Chinese => chinese(english).unwrap_or(english),
    }
}

/// What follows a label before its value: `: ` in English, the full-width `：` in Chinese.
pub fn colon(lang: Language) -> &'static str {
    match lang {
        Language::English => ": ",
        Language::Chinese => "：",
    }
}

/// The Chinese text for an English string, if there is one.
pub fn chinese(english: &str) -> Option<&'static str> {
    ZH.iter().find(|(en, _)| *en == english).map(|(_, zh)| *zh)
}

/// English → 简体中文.
pub const ZH: &[(&str, &str)] = &[
    ("Gomoku", "五子棋"),
    ("Grew from the opening", "源自开局"),
    ("the tentative black", "假先方"),
    ("the tentative white", "假后方"),
    ("Soosõrv-8 opening", "索索夫-8 开局规则"),
    ("Taraguchi-10 opening", "塔拉古奇-10 开局规则"),
    ("places stone {n}", "下第{n}手"),
    ("within the central {s}×{s}", "（须在中央{s}×{s}之内）"),
    ("anywhere", "（可下在任意位置）"),
    (
        "White declares how many fifth moves black offers",
        "白方宣布黑方第五手的打点数",
    ),
    (
        "Black offers fifth moves, no two symmetrical: pick empty points on the board",
        "黑方摆出第五手打点（不得互相对称）：在棋盘上选空点",
    ),
    (
        "White keeps one of the offers as the fifth move: pick it on the board",
        "白方从打点中选定一个作为第五手：在棋盘上选它",
    ),
    ("Offers", "打点"),
    ("Offer {n} fifth moves", "五手{n}打"),
    (
        "Play black: you place the fifth within the central 9×9 and white may swap. Offer: white keeps one and plays on.",
        "执黑：由你在中央9×9内下第五手，之后白方可再交换。打点：白方从中选定一个，然后接着下。",
    ),
    (
        "Stone {n} must go within the central {s}×{s}",
        "第{n}手须下在中央{s}×{s}之内",
    ),
    (
        "Keep one of the offered fifth moves",
        "请从第五手打点中选定一个",
    ),
    ("That point is offered already", "该点已经打过"),
    (
        "That offer mirrors an earlier one: the position would be the same",
        "该打点与先前的打点对称：局面相同",
    ),
    (
        "Declare 1 to {n} fifth moves",
        "请宣布 1 到 {n} 个第五手打点",
    ),
    ("Declare the number of fifth moves", "宣布五手打点数"),
    ("Offer fifth moves", "摆出五手打点"),
    ("Keep one of the offers", "选定一个打点"),
    ("Soosõrv-8", "索索夫-8"),
    ("Taraguchi-10", "塔拉古奇-10"),
    (
        "The tentative black places one of the 26 openings; the other may swap. White places the 4th anywhere and declares 1 to 8 fifth moves; the other may swap. Black offers that many fifths, white keeps one.",
        "假先方摆出26种开局之一，对方可交换。白方任意下第4手并宣布1到8个五手打点数，对方可再交换。黑方摆出相应数量的第五手打点，白方选定其一。",
    ),
    (
        "Stone k goes within the central (2k-1)×(2k-1), and after each of the first four the other side may swap. Then black plays a fifth within the 9×9 (swap again), or offers 10 fifths of which white keeps one.",
        "第k手须下在中央(2k-1)×(2k-1)之内，前四手每下一手对方都可交换。之后黑方或在9×9内下第五手（对方可再交换），或摆出10个第五手打点由白方选定其一。",
    ),
    ("Opening rule", "开局规则"),
    ("Start from an opening", "指定开局"),
    ("Empty board", "空棋盘"),
    ("are the tentative black", "当假先方（摆开局）"),
    ("are the tentative white", "当假后方（先可交换）"),
    ("opening", "开局阶段"),
    (
        "Judged from move {n}, after the opening rule's stones",
        "从第{n}手起评判（开局规则摆下的棋子不评）",
    ),
    ("Puzzles: find the forced win", "残局：找出必胜着法"),
    ("Puzzle level", "残局难度"),
    ("Level", "难度"),
    ("Strength", "棋力"),
    ("about {elo} Elo", "约 {elo} 等级分"),
    (
        "about {elo} Elo (measured in freestyle)",
        "约 {elo} 等级分（按自由规则测定）",
    ),
    ("Suggest a level", "推荐难度"),
    (
        "From {games} games you play at about {elo} Elo: try {strength}.",
        "根据 {games} 局成绩，你的棋力约 {elo} 等级分：试试 {strength}。",
    ),
    (
        "Finish a game against the AI and the menu can suggest a level.",
        "与电脑下完一局后，这里会为你推荐难度。",
    ),
    (
        "The time applies to Master; below it the AI searches a fixed amount and answers within the time.",
        "时间只对大师级有效；其他难度搜索固定的量，并在时间内落子。",
    ),
    ("solved", "已解"),
    (
        "You attack; the engine defends. Level 1: short wins by fours; level 5: long wins by threes and fours.",
        "你进攻，电脑防守。难度 1：短的连续冲四；难度 5：长的连续活三冲四。",
    ),
    ("Puzzle", "残局"),
    ("win by fours (VCF)", "连续冲四胜（VCF）"),
    ("win by threes and fours (VCT)", "连续活三冲四胜（VCT）"),
    ("You attack with", "你执"),
    (
        "Find the forced win: every move must keep it.",
        "找出必胜着法：每一步都必须保持必胜。",
    ),
    (
        "lets the win slip: the defence holds. Retry?",
        "失去了必胜：防守成立。再试一次？",
    ),
    ("the proposer", "提议方"),
    ("the chooser", "选择方"),
    ("Swap opening", "交换开局"),
    ("Swap2 opening", "二次交换开局"),
    ("Proposer", "提议方"),
    ("chooser", "选择方"),
    (
        "The proposer places black, white, black",
        "提议方摆放黑、白、黑",
    ),
    ("left", "剩余"),
    (
        "The chooser places white, then black",
        "选择方再摆白、黑各一子",
    ),
    ("Choose a colour", "选择执黑或执白"),
    ("Play black", "执黑"),
    ("Play white", "执白"),
    ("Place two more", "再摆两子"),
    ("Black moves first.", "黑棋先行。"),
    ("Black starts", "黑先"),
    (
        "One side places three stones; the other picks a colour.",
        "一方摆三子，另一方选择执黑或执白。",
    ),
    (
        "One side places three stones; the other picks a colour or places two more and lets the first pick.",
        "一方摆三子，另一方选择执黑、执白，或再摆两子交由对方选择。",
    ),
    ("Opening", "开局"),
    ("Swap", "交换"),
    ("Swap2", "二次交换"),
    ("You", "你"),
    ("choose the colour", "选择颜色"),
    ("propose the opening", "提议开局"),
    ("Choose a colour first", "请先选择颜色"),
    ("Solved!", "解出！"),
    ("Analyse", "分析"),
    (
        "The graph fills in as the engine looks at positions (its moves, hints, Analyse)",
        "引擎分析过的局面（电脑走棋、提示、分析）会显示在图中",
    ),
    (
        "Black's winning chance after each move; click to go there",
        "每步之后黑方的胜率；点击可跳到该步",
    ),
    ("Analysing", "分析中"),
    (
        "The engine thinks on the shown position until you switch this off",
        "引擎持续分析当前局面，直到你关闭此项",
    ),
    ("No forced win found from here.", "从这里找不到必胜着法。"),
    ("Hint: the move is in the square", "提示：着法在此方框内"),
    ("Hint: play", "提示：下在"),
    ("Retry", "重试"),
    ("Next puzzle", "下一题"),
    ("Solved at this level", "本难度已解"),
    ("streak", "连胜"),
    ("best", "最佳"),
    ("Black", "黑棋"),
    ("White", "白棋"),
    ("the AI", "电脑"),
    ("you", "你"),
    ("to move", "走棋"),
    ("freestyle", "自由规则"),
    ("standard", "标准规则"),
    ("renju", "连珠规则"),
    ("caro", "卡罗规则"),
    ("double three", "三三禁手"),
    ("double four", "四四禁手"),
    ("overline", "长连禁手"),
    ("New game", "新游戏"),
    ("Undo", "悔棋"),
    ("Redo", "重做"),
    ("Hint", "提示"),
    ("Resign", "认输"),
    ("Resume", "继续"),
    ("Review", "复盘"),
    ("Save / open", "保存 / 打开"),
    ("Help", "帮助"),
    ("Analysis", "分析"),
    ("Moves", "棋谱"),
    ("Game", "对局"),
    ("View", "显示"),
    ("Thinking", "思考中"),
    ("Looking for a hint", "正在寻找提示"),
    ("Reviewing: the game is paused", "复盘中：对局已暂停"),
    ("Choose a game in the menu", "请在菜单中选择对局"),
    ("Typed", "已输入"),
    ("Black wins in {n}", "黑棋 {n} 步内胜"),
    ("White wins in {n}", "白棋 {n} 步内胜"),
    (
        "No analysis yet: ask for a hint or let the AI move",
        "暂无分析：请求提示或让电脑走棋",
    ),
    ("Evaluation (black)", "评分（黑方）"),
    ("Black's winning chance", "黑方胜率"),
    ("Depth", "深度"),
    ("Nodes", "节点"),
    ("Speed", "速度"),
    ("Time", "用时"),
    ("Best line", "主要变化"),
    ("Best moves (for the side to move)", "最佳着法（轮走方）"),
    ("Resume the game to play it", "继续对局后才能走这一步"),
    ("wins in {n}", "{n} 步胜"),
    ("loses in {n}", "{n} 步负"),
    ("Best moves in analysis", "分析显示的最佳着法数"),
    ("Show this variation", "显示这个变化"),
    ("You are in a variation", "当前是一个变化"),
    ("Make it the main line", "设为主线"),
    ("Delete this variation", "删除这个变化"),
    ("This is the main line", "这是主线"),
    ("Game review", "复盘分析"),
    ("Review the game", "复盘分析本局"),
    (
        "The engine goes through every move and marks mistakes and missed wins",
        "电脑逐步检查每一手，标出失误和错过的胜机",
    ),
    ("about", "约"),
    ("Cancel the review", "取消复盘分析"),
    ("The review failed", "复盘分析失败"),
    ("good", "好棋"),
    ("inaccuracy", "欠佳"),
    ("mistake", "错着"),
    ("blunder", "败着"),
    ("missed win", "错过胜机"),
    ("Accuracy", "准确率"),
    (
        "The game was lost at move {n} {point} ({side})",
        "败局形成于第 {n} 手：{point}（{side}）",
    ),
    ("No mistakes found.", "没有发现失误。"),
    ("Show the position before this move", "显示这一手之前的局面"),
    ("better", "更好"),
    ("Try again", "再试一次"),
    (
        "Play this position against the engine, as the side that went wrong",
        "从这个局面执失误方与电脑再下",
    ),
    ("Edit position", "摆棋"),
    (
        "Set up any position, then play it or analyse it",
        "摆出任意局面，然后对弈或分析",
    ),
    (
        "Click a point to put the brush's stone there; click a stone of that colour to take it off.",
        "点击交叉点放下所选颜色的棋子；再点同色棋子即可拿掉。",
    ),
    ("Brush", "画笔"),
    ("Erase", "擦除"),
    ("To move", "轮走"),
    ("Clear the board", "清空棋盘"),
    (
        "Paste a position string (e.g. h8i9h9):",
        "粘贴局面字符串（例如 h8i9h9）：",
    ),
    ("Set up", "摆出"),
    ("Play the side to move against the AI", "执轮走方与电脑对弈"),
    ("Play both sides", "双方都由我下"),
    ("Analyse this position", "分析这个局面"),
    ("Cancel", "取消"),
    ("Not a position", "不是有效的局面"),
    ("Cannot play this position", "无法从这个局面开始"),
    (
        "{black} black and {white} white stones with {side} to move: black moves first, so black has as many stones as white (black to move) or one more (white to move)",
        "黑子 {black} 枚、白子 {white} 枚，{side}走：黑棋先行，所以黑子与白子一样多（黑走）或多一枚（白走）",
    ),
    (
        "{side} already has five in a row at {point}",
        "{side}在 {point} 已经连成五子",
    ),
    (
        "black's stone on {point} is a forbidden move under renju in any order",
        "按禁手规则，{point} 的黑子无论按什么顺序都是禁手",
    ),
    (
        "{point} is not a free point on the board",
        "{point} 不是棋盘上的空点",
    ),
    (
        "no order of these stones is a legal game (a forbidden move or a five on the way)",
        "这些棋子没有合法的落子顺序（途中会出现禁手或五连）",
    ),
    ("Show the line on the board", "在棋盘上显示变化"),
    ("No moves yet", "尚无着法"),
    ("Start position", "初始局面"),
    ("Move numbers", "显示手数"),
    ("Coordinates", "显示坐标"),
    ("Mark forbidden points (renju)", "标出禁手点（连珠）"),
    ("Show the AI's line", "显示电脑的主要变化"),
    ("Analysis panel", "分析面板"),
    ("Touch: tap twice to place", "触屏：点两次落子"),
    ("Mute", "静音"),
    (
        "Black played a forbidden move: white wins",
        "黑棋走了禁手：白棋胜",
    ),
    ("Black resigned: white wins", "黑棋认输：白棋胜"),
    ("White resigned: black wins", "白棋认输：黑棋胜"),
    ("Draw: the board is full", "和棋：棋盘已满"),
    ("You win!", "你赢了！"),
    ("You lose", "你输了"),
    ("Black wins", "黑棋胜"),
    ("White wins", "白棋胜"),
    ("That point is taken", "该点已有棋子"),
    ("Forbidden for black", "黑棋禁手"),
    ("Wait for your turn", "请等待轮到你"),
    ("The game is over", "对局已结束"),
    ("Nothing to undo", "没有可悔的棋"),
    ("Nothing to redo", "没有可重做的棋"),
    ("Not a point on this board", "不是棋盘上的点"),
    ("Loaded", "已打开"),
    ("Could not open", "无法打开"),
    ("Saved", "已保存"),
    ("Could not save", "无法保存"),
    ("Copied", "已复制"),
    ("An unreadable file was kept aside", "无法读取的文件已另存"),
    (
        "An unreadable file is left as it is and not saved",
        "无法读取的文件保持不变，不会保存",
    ),
    ("Players", "对局方式"),
    ("Human vs AI", "人机对战"),
    ("Human vs human", "双人对战"),
    ("AI vs AI (demo)", "电脑对战（演示）"),
    ("You play", "你执"),
    ("Black (first)", "黑棋（先手）"),
    ("White (second)", "白棋（后手）"),
    ("Rule", "规则"),
    ("Five or more in a row wins.", "五子或以上连成一线即胜。"),
    (
        "Exactly five wins; six or more do not.",
        "恰好五子连线才胜，六子以上不算。",
    ),
    (
        "Black may not make double threes, double fours or overlines.",
        "黑棋不得走三三、四四或长连禁手。",
    ),
    (
        "Five wins unless both ends are blocked by the opponent.",
        "五连获胜，但两端都被对方堵住时不算。",
    ),
    ("Board", "棋盘"),
    ("AI level", "电脑难度"),
    ("Beginner", "初学"),
    ("Novice", "新手"),
    ("Casual", "休闲"),
    ("Easy", "简单"),
    ("Medium", "中等"),
    ("Skilled", "熟练"),
    ("Hard", "困难"),
    ("Expert", "高手"),
    ("Master", "大师"),
    ("AI style", "电脑棋风"),
    ("Attack", "进攻"),
    ("Balanced", "均衡"),
    ("Defence", "防守"),
    ("Time per move", "每步时间"),
    ("Search threads", "搜索线程"),
    ("one on this machine", "本机只用一个"),
    (
        "Master searches on them, and so do hints, analysis and reviews.",
        "大师级用这些线程搜索，提示、分析和复盘也是。",
    ),
    ("Start", "开始"),
    ("Continue the current game", "继续当前对局"),
    ("Rules", "规则"),
    ("Controls", "操作"),
    (
        "Black and white take turns placing a stone on an empty point; black moves first. The first to get five in a row, horizontally, vertically or diagonally, wins.",
        "黑白双方轮流在空点上落子，黑棋先行。先在横、竖或斜方向连成五子的一方获胜。",
    ),
    ("Freestyle", "自由规则"),
    ("Standard", "标准规则"),
    ("Renju", "连珠规则"),
    ("Caro", "卡罗规则"),
    (
        "Black's double threes, double fours and overlines are forbidden (marked with a red cross); white has no restrictions and wins with five or more.",
        "黑棋的三三、四四和长连为禁手（以红叉标出）；白棋没有限制，五子或以上即胜。",
    ),
    ("Mouse / touch", "鼠标 / 触屏"),
    ("Click or tap a point to place a stone", "点击交叉点落子"),
    ("Arrows", "方向键"),
    ("Move the cursor", "移动光标"),
    ("Enter / Space", "回车 / 空格"),
    ("Place a stone at the cursor", "在光标处落子"),
    ("h8 + Enter", "h8 + 回车"),
    ("Type a coordinate to play there", "输入坐标落子"),
    ("Ctrl+Z / Ctrl+Y", "Ctrl+Z / Ctrl+Y"),
    ("Undo / redo", "悔棋 / 重做"),
    ("Ctrl+N", "Ctrl+N"),
    ("New game (menu; Enter starts)", "新游戏（菜单，回车开始）"),
    ("Ctrl+H", "Ctrl+H"),
    ("Ctrl+M", "Ctrl+M"),
    ("Ctrl+S / Ctrl+O", "Ctrl+S / Ctrl+O"),
    ("F1", "F1"),
    ("Esc", "Esc"),
    ("Gamepad", "手柄"),
    (
        "D-pad/stick: cursor · A: place · B: undo · X: redo · Y: hint",
        "方向键/摇杆：光标 · A：落子 · B：悔棋 · X：重做 · Y：提示",
    ),
    ("Gamepad Start / Select", "手柄 Start / Select"),
    ("Menu / help", "菜单 / 帮助"),
    ("File (.json record or .psq)", "文件（.json 棋谱或 .psq）"),
    ("Save", "保存"),
    ("Open", "打开"),
    ("Download", "下载"),
    ("Open a file…", "打开文件…"),
    ("Save as…", "另存为…"),
    ("A file dialog is already open", "文件选择已打开"),
    (
        "No file dialog: type the file's path above",
        "无法打开文件选择：请在上方输入文件",
    ),
    (
        "Position string (moves in order, e.g. h8i9j10)",
        "局面串（按顺序的着法，如 h8i9j10）",
    ),
    ("Copy", "复制"),
    (
        "Paste a position string, a .psq text or a JSON record",
        "粘贴局面串、.psq 文本或 JSON 棋谱",
    ),
    ("Load position", "载入局面"),
    (
        "The engine is looking at this position…",
        "引擎正在分析这个局面……",
    ),
    (
        "No analysis of this position yet: ask for a hint, switch Analyse on or let the AI move",
        "这个局面还没有分析：请求提示、打开分析，或让电脑走棋",
    ),
    ("The AI expects", "电脑预计"),
    ("{d}/{s}, searching {n}", "{d}/{s}，正在搜索第 {n} 层"),
    ("Proved: the analysis has stopped", "已证明：分析已停止"),
    (
        "The search reached its deepest depth and stopped",
        "搜索已到最大深度，分析已停止",
    ),
    ("Resign this game?", "确定认输吗？"),
    ("Yes, resign", "是，认输"),
    ("No", "否"),
    ("Forbidden moves", "禁手"),
    (
        "Refused up to easy, lose above",
        "简单及以下不予落子，以上判负",
    ),
    ("Always lose", "一律判负"),
    ("Always refused", "一律不予落子"),
    (
        "{side}: a row of {n} from {from} to {to}",
        "{side}：{from} 至 {to} 连成 {n} 子",
    ),
    (
        "{side}: five from {from} to {to}",
        "{side}：{from} 至 {to} 连成五子",
    ),
    ("No empty point is left", "棋盘已满"),
    (
        "Every empty point is forbidden for black",
        "所有空点都是黑棋的禁手",
    ),
    ("{side} resigned", "{side}认输"),
    (
        "Black's {kind} at {point}: a forbidden move loses",
        "黑棋在 {point} 形成{kind}：禁手判负",
    ),
    (
        "Forbidden for black: {kind} at {point} (refused)",
        "黑棋禁手：{point} 为{kind}（不予落子）",
    ),
    (
        "Nothing to resign: no stone is on the board",
        "棋盘上还没有棋子，无需认输",
    ),
    ("Puzzle solved!", "题目已解！"),
    ("Streak: {n}", "连胜：{n}"),
    (
        "From 1 game you play at about {elo} Elo: try {strength}.",
        "根据 1 局成绩，你的棋力约 {elo} 等级分：试试 {strength}。",
    ),
    (
        "Close the window on top, else the menu",
        "关闭最上层窗口，否则打开菜单",
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_english_string_is_listed_twice() {
        for (i, (en, _)) in ZH.iter().enumerate() {
            assert!(
                ZH[i + 1..].iter().all(|(other, _)| other != en),
                "{en:?} is listed twice"
            );
        }
    }

    #[test]
    fn english_passes_through_and_unknown_text_falls_back() {
        assert_eq!(tr(Language::English, "Undo"), "Undo");
        assert_eq!(tr(Language::Chinese, "Undo"), "悔棋");
        assert_eq!(tr(Language::Chinese, "no such text"), "no such text");
    }
}
