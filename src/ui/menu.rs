//! The new-game menu: who plays, which rule, board size, and the AI's level, style and time
//! (its rows in `menu_ai`).

use crate::sides::Stone;
use bevy::ecs::change_detection::DetectChangesMut;
use bevy_egui::egui;
use gomoku_engine::Rule;

use gomoku_engine::opening::canonical::CanonicalOpening;
use gomoku_engine::opening::{OpeningRule, Role};

use super::layout::{Layout, PANEL_WIDTH};
use super::menu_ai::ai_rows;
use super::menu_draft::{Draft, note};
use super::panel::language_menu;
use crate::i18n::{Language, Msg, tr};
use crate::puzzles::{LEVELS, PuzzleBook, PuzzleCommand, PuzzlePanel};
use crate::session::GameCommand;
use crate::settings::{BOARD_SIZES, ForbiddenMoves, GameSetup, Mode};
use crate::ui_kit::{
    UiContext, UiState, canonical_opening_name, dialog_max_height, dialog_width, rule_name,
};

fn opening_name(rule: OpeningRule) -> Msg {
    match rule {
        OpeningRule::None => Msg::BlackStarts,
        OpeningRule::Swap => Msg::Swap,
        OpeningRule::Swap2 => Msg::Swap2,
        OpeningRule::Soosorv8 => Msg::Soosorv8,
        OpeningRule::Taraguchi10 => Msg::Taraguchi10,
    }
}

fn opening_description(rule: OpeningRule) -> Msg {
    match rule {
        OpeningRule::None => Msg::BlackMovesFirst,
        OpeningRule::Swap => Msg::OneSidePlacesThreeStones,
        OpeningRule::Swap2 => Msg::OneSidePlacesThreeStonesThe,
        OpeningRule::Soosorv8 => Msg::TheTentativeBlackPlacesOne,
        OpeningRule::Taraguchi10 => Msg::StoneKGoesWithinThe,
    }
}

/// The opening rule a game with these settings gets (one that does not fit its rule: none).
fn opening_rule_of(setup: &GameSetup) -> OpeningRule {
    if setup.opening_rule.fits(setup.rule) {
        setup.opening_rule
    } else {
        OpeningRule::None
    }
}

/// Renju's 26 canonical openings by name, or the empty board.
fn start_opening_choice(ui: &mut egui::Ui, draft: &mut Draft, lang: crate::i18n::Language) {
    let empty = tr(lang, Msg::EmptyBoard).to_owned();
    let shown = draft.setup.start_opening.map_or(empty.clone(), |opening| {
        canonical_opening_name(opening, lang)
    });
    egui::ComboBox::from_id_salt("start_opening")
        .selected_text(shown)
        .show_ui(ui, |list| {
            list.selectable_value(&mut draft.setup.start_opening, None, empty);
            for opening in CanonicalOpening::ALL {
                list.selectable_value(
                    &mut draft.setup.start_opening,
                    Some(opening),
                    canonical_opening_name(opening, lang),
                );
            }
        });
}

fn forbidden_moves_name(choice: ForbiddenMoves) -> Msg {
    match choice {
        ForbiddenMoves::ByLevel => Msg::RefusedUpToEasyLose,
        ForbiddenMoves::Lose => Msg::AlwaysLose,
        ForbiddenMoves::Refuse => Msg::AlwaysRefused,
    }
}

fn mode_name(mode: Mode) -> Msg {
    match mode {
        Mode::HumanVsAi => Msg::ModeHumanVsAi,
        Mode::HumanVsHuman => Msg::ModeHumanVsHuman,
        Mode::AiVsAi => Msg::ModeAiVsAi,
        Mode::Puzzles => Msg::PuzzlesFindTheForcedWin,
    }
}

fn rule_description(rule: Rule) -> Msg {
    match rule {
        Rule::Freestyle => Msg::RuleFreestyleHelp,
        Rule::Standard => Msg::RuleStandardHelp,
        Rule::Renju => Msg::BlackMayNotMakeDouble,
        Rule::Caro => Msg::RuleCaroHelp,
    }
}

/// The room the Start row under the menu's choices takes, in logical pixels.
const START_ROW: f32 = 72.0;

/// The new-game window's width on a wide screen, enough for its widest choices (renju's); it
/// takes the screen's height, its choices scrolling inside it where they need more.
const MENU_WIDTH: f32 = 760.0;

/// The window's width: the wide one beside the side panel, a phone's on a narrow screen.
/// The menu's label column and spacing, left of the notes under its choices.
const NOTE_INDENT: f32 = 150.0;

fn menu_width(ctx: &egui::Context, layout: Layout) -> f32 {
    match layout {
        Layout::Wide => dialog_width(ctx, MENU_WIDTH),
        Layout::Narrow => dialog_width(ctx, 520.0),
    }
}

/// What the menu's buttons (and Enter) asked for this frame.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct MenuButtons {
    start: bool,
    resume: bool,
}

pub fn new_game_window(
    ctx: &egui::Context,
    cx: &mut UiContext,
    puzzles: &mut PuzzlePanel,
    layout: Layout,
) {
    let lang = cx.prefs.language;
    let mut setup = cx.state.draft.take().unwrap_or_else(|| cx.setup.clone());
    // The language and the record are read as they are now (changed elsewhere while the menu
    // is open, they stay current).
    let mut draft = Draft {
        setup: &mut setup,
        lang,
        record: &cx.record,
        note_width: (menu_width(ctx, layout) - NOTE_INDENT).max(160.0),
    };
    let mut buttons = MenuButtons::default();
    let in_progress = cx.session.game().total_plies() > 0 && !cx.session.is_over();
    egui::Window::new(tr(lang, Msg::NewGame))
        .collapsible(false)
        .resizable(false)
        // Over the board: left of centre beside the side panel, centred on a narrow screen.
        .anchor(
            egui::Align2::CENTER_CENTER,
            match layout {
                Layout::Wide => egui::vec2(-PANEL_WIDTH / 2.0, 0.0),
                Layout::Narrow => egui::vec2(0.0, 0.0),
            },
        )
        .max_width(menu_width(ctx, layout))
        .max_height(dialog_max_height(ctx))
        .show(ctx, |ui| {
            // One size whatever the choices (renju and puzzles add rows), so picking one never
            // moves the window, or *Start*, from under the pointer: the choices take the whole
            // height, scrolling where they need more.
            ui.set_width(menu_width(ctx, layout));
            ui.horizontal(|row| {
                row.label(tr(lang, Msg::Language));
                language_menu(
                    row,
                    cx.prefs.bypass_change_detection(),
                    &mut cx.state,
                    false,
                );
            });
            menu_choices(ui, layout, &mut draft, &puzzles.book);
            ui.add_space(8.0);
            buttons = start_row(ui, &mut cx.state, lang, in_progress);
        });
    // Enter starts, unless it belongs to a focused widget.
    if ctx.input(|input| input.key_pressed(egui::Key::Enter))
        && ctx.memory(|memory| memory.focused().is_none())
        && !buttons.resume
    {
        buttons.start = true;
    }
    answer_menu(cx, puzzles, setup, buttons);
}

/// The choices, labels beside them on a wide screen and above them on a narrow one. They
/// scroll where they are taller than the screen (a phone; a tablet, whose widgets are sized
/// for a finger), and Start stays in view under them.
fn menu_choices(ui: &mut egui::Ui, layout: Layout, draft: &mut Draft, book: &PuzzleBook) {
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .max_height(dialog_max_height(ui.ctx()) - START_ROW)
        .show(ui, |scroll| match layout {
            Layout::Wide => {
                egui::Grid::new("menu_grid")
                    .num_columns(2)
                    .spacing(egui::vec2(14.0, 10.0))
                    .show(scroll, |grid| menu_form(grid, draft, book));
            }
            Layout::Narrow => menu_form(scroll, draft, book),
        });
}

/// *Start*, and *Continue the current game* while one is in progress.
fn start_row(
    ui: &mut egui::Ui,
    state: &mut UiState,
    lang: Language,
    in_progress: bool,
) -> MenuButtons {
    let mut buttons = MenuButtons::default();
    ui.horizontal(|row| {
        let start_button = row.button(
            egui::RichText::new(tr(lang, Msg::Start))
                .size(18.0)
                .strong(),
        );
        state.tap_targets.push(("start_button", start_button.rect));
        buttons.start = start_button.clicked();
        buttons.resume = in_progress && row.button(tr(lang, Msg::ContinueTheCurrentGame)).clicked();
    });
    buttons
}

/// Starts the game (or the puzzles) the draft describes, resumes the current one, or keeps
/// the draft for the next frame.
fn answer_menu(
    cx: &mut UiContext,
    puzzles: &mut PuzzlePanel,
    draft: GameSetup,
    buttons: MenuButtons,
) {
    if buttons.start {
        let puzzle_mode = draft.mode == Mode::Puzzles;
        let level = draft.puzzle.level;
        *cx.setup.bypass_change_detection() = draft;
        if puzzle_mode {
            puzzles.commands.write(PuzzleCommand::Open { level });
        } else {
            cx.commands.write(GameCommand::NewGame);
        }
        cx.state.draft = None;
    } else if buttons.resume {
        cx.commands.write(GameCommand::Resume);
        cx.state.draft = None;
    } else {
        cx.state.draft = Some(draft);
    }
}

/// The menu's choices, a label and its options a row (`grid`: a two-column grid, or a column
/// where each label stands above its options).
fn menu_form(grid: &mut egui::Ui, draft: &mut Draft, book: &PuzzleBook) {
    let lang = draft.lang;
    grid.label(tr(lang, Msg::Players));
    grid.vertical(|column| {
        for mode in Mode::ALL {
            column.radio_value(&mut draft.setup.mode, mode, tr(lang, mode_name(mode)));
        }
    });
    grid.end_row();
    if draft.setup.mode == Mode::Puzzles {
        puzzle_levels(grid, book, draft);
        return;
    }
    if draft.setup.mode == Mode::HumanVsAi {
        seat_row(grid, draft);
    }
    rule_rows(grid, draft);
    grid.label(tr(lang, Msg::Board));
    grid.horizontal_wrapped(|row| {
        for size in BOARD_SIZES {
            row.selectable_value(&mut draft.setup.board_size, size, format!("{size}×{size}"));
        }
    });
    grid.end_row();
    if draft.setup.mode != Mode::HumanVsHuman {
        ai_rows(grid, draft);
    }
}

/// Whether the game starts with an opening rule's swaps (one that does not fit the rule
/// does not count).
fn swapping(setup: &GameSetup) -> bool {
    setup.opening_rule.fits(setup.rule) && setup.opening_rule != OpeningRule::None
}

/// The person's seat against the AI: under an opening rule whether they propose or choose
/// (renju: the tentative black or white), else their colour.
fn seat_row(grid: &mut egui::Ui, draft: &mut Draft) {
    let lang = draft.lang;
    if swapping(draft.setup) {
        let renju = draft.setup.rule == Rule::Renju;
        let (propose, choose) = if renju {
            (Msg::AreTheTentativeBlack, Msg::AreTheTentativeWhite)
        } else {
            (Msg::ProposeTheOpening, Msg::ChooseTheColour)
        };
        grid.label(tr(lang, Msg::You));
        grid.horizontal_wrapped(|row| {
            row.radio_value(
                &mut draft.setup.swap_role,
                Role::Proposer,
                tr(lang, propose),
            );
            row.radio_value(&mut draft.setup.swap_role, Role::Chooser, tr(lang, choose));
        });
    } else {
        grid.label(tr(lang, Msg::YouPlay));
        grid.horizontal_wrapped(|row| {
            row.radio_value(
                &mut draft.setup.human_color,
                Stone::Black,
                tr(lang, Msg::BlackFirst),
            );
            row.radio_value(
                &mut draft.setup.human_color,
                Stone::White,
                tr(lang, Msg::WhiteSecond),
            );
        });
    }
    grid.end_row();
}

/// Whether the rule has opening rules to offer (caro has none).
fn has_opening_rules(rule: Rule) -> bool {
    matches!(rule, Rule::Freestyle | Rule::Standard | Rule::Renju)
}

/// Whether a renju game may start from one of the canonical openings: without an opening
/// rule, or under Soosõrv-8, whose first three stones an opening stands for.
fn offers_start_opening(setup: &GameSetup) -> bool {
    setup.rule == Rule::Renju
        && matches!(
            opening_rule_of(setup),
            OpeningRule::None | OpeningRule::Soosorv8
        )
}

/// The rule, and the choices that depend on it: the opening rule, and renju's start opening
/// and forbidden moves.
fn rule_rows(grid: &mut egui::Ui, draft: &mut Draft) {
    let lang = draft.lang;
    grid.label(tr(lang, Msg::Rule));
    grid.vertical(|column| {
        column.horizontal_wrapped(|row| {
            for rule in Rule::ALL {
                row.selectable_value(&mut draft.setup.rule, rule, tr(lang, rule_name(rule)));
            }
        });
        note(
            column,
            tr(lang, rule_description(draft.setup.rule)),
            draft.note_width,
        );
    });
    grid.end_row();
    if has_opening_rules(draft.setup.rule) {
        opening_rule_row(grid, draft);
    }
    if offers_start_opening(draft.setup) {
        grid.label(tr(lang, Msg::StartFromAnOpening));
        start_opening_choice(grid, draft, lang);
        grid.end_row();
    }
    if draft.setup.rule == Rule::Renju {
        grid.label(tr(lang, Msg::ForbiddenMoves));
        grid.horizontal_wrapped(|row| {
            for choice in ForbiddenMoves::ALL {
                row.selectable_value(
                    &mut draft.setup.forbidden_moves,
                    choice,
                    tr(lang, forbidden_moves_name(choice)),
                );
            }
        });
        grid.end_row();
    }
}

/// The opening rules that fit the rule, with the chosen one's description.
fn opening_rule_row(grid: &mut egui::Ui, draft: &mut Draft) {
    let lang = draft.lang;
    grid.label(tr(lang, Msg::OpeningRule));
    grid.vertical(|column| {
        column.horizontal_wrapped(|row| {
            for rule in OpeningRule::ALL
                .into_iter()
                .filter(|r| r.fits(draft.setup.rule))
            {
                row.selectable_value(
                    &mut draft.setup.opening_rule,
                    rule,
                    tr(lang, opening_name(rule)),
                );
            }
        });
        note(
            column,
            tr(lang, opening_description(draft.setup.opening_rule)),
            draft.note_width,
        );
    });
    grid.end_row();
}

/// Puzzle mode's part of the menu: the level, with how many of its puzzles are solved.
fn puzzle_levels(grid: &mut egui::Ui, book: &PuzzleBook, draft: &mut Draft) {
    let lang = draft.lang;
    grid.label(tr(lang, Msg::PuzzleLevel));
    grid.vertical(|column| {
        for level in LEVELS {
            let total = book.of_level(level).count();
            let solved = book
                .of_level(level)
                .filter(|p| draft.record.puzzles.solved.contains(&p.id))
                .count();
            let label = format!(
                "{} {level} · {solved}/{total} {}",
                tr(lang, Msg::Level),
                tr(lang, Msg::Solved)
            );
            column.radio_value(&mut draft.setup.puzzle.level, level, label);
        }
        note(
            column,
            tr(lang, Msg::YouAttackTheEngineDefends),
            draft.note_width,
        );
    });
    grid.end_row();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft(rule: Rule, opening_rule: OpeningRule) -> GameSetup {
        GameSetup {
            rule,
            opening_rule,
            ..GameSetup::default()
        }
    }

    #[test]
    fn an_opening_rule_that_does_not_fit_offers_no_swap() {
        assert!(swapping(&draft(Rule::Freestyle, OpeningRule::Swap2)));
        assert!(swapping(&draft(Rule::Renju, OpeningRule::Taraguchi10)));
        assert!(!swapping(&draft(Rule::Renju, OpeningRule::Swap)));
        assert!(!swapping(&draft(Rule::Standard, OpeningRule::None)));
    }

    #[test]
    fn renju_starts_from_an_opening_without_a_rule_or_under_soosorv() {
        assert!(offers_start_opening(&draft(Rule::Renju, OpeningRule::None)));
        assert!(offers_start_opening(&draft(
            Rule::Renju,
            OpeningRule::Soosorv8
        )));
        // Swap does not fit renju: the game has no opening rule.
        assert!(offers_start_opening(&draft(Rule::Renju, OpeningRule::Swap)));
        assert!(!offers_start_opening(&draft(
            Rule::Renju,
            OpeningRule::Taraguchi10
        )));
        assert!(!offers_start_opening(&draft(
            Rule::Freestyle,
            OpeningRule::None
        )));
        assert!(!has_opening_rules(Rule::Caro));
    }
}
