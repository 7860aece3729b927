//! The side panel while the position editor is open: the brush, the side to move, the counts,
//! clear and paste, the ways to play on, and the reason a position was refused.

use crate::sides::Stone;
use bevy::ecs::change_detection::DetectChangesMut;
use bevy::ecs::system::SystemParam;
use bevy::prelude::{MessageWriter, ResMut};
use bevy_egui::egui;
use gomoku_engine::BoardSize;
use gomoku_engine::notation::format_point;
use gomoku_engine::setup::SetupError;

use super::edit::{Brush, Editor, EditorCommand, EditorExit, EditorProblem};
use crate::i18n::{Arg, Language, Msg, colon, tr, tr_args};
use crate::ui_kit::UiContext;

/// What the editor's panel reads, changes and asks for, beside the [`UiContext`].
#[derive(SystemParam)]
pub struct EditorPanel<'w> {
    pub editor: ResMut<'w, Editor>,
    pub commands: MessageWriter<'w, EditorCommand>,
}

pub fn editor_panel(ui: &mut egui::Ui, cx: &mut UiContext, panel: &mut EditorPanel) {
    let lang = cx.prefs.language;
    ui.label(
        egui::RichText::new(tr(lang, Msg::EditPosition))
            .size(18.0)
            .strong(),
    );
    ui.label(egui::RichText::new(tr(lang, Msg::ClickAPointToPut)).weak());
    ui.separator();
    brush_and_side_rows(ui, lang, panel);
    ui.label(format!(
        "{} {} · {} {}",
        tr(lang, Msg::Black),
        panel.editor.count(Stone::Black),
        tr(lang, Msg::White),
        panel.editor.count(Stone::White)
    ));
    if ui.button(tr(lang, Msg::ClearTheBoard)).clicked() {
        panel.commands.write(EditorCommand::Clear);
    }
    ui.separator();
    ui.label(tr(lang, Msg::PasteAPositionStringEg));
    ui.horizontal(|row| {
        let text = &mut panel.editor.bypass_change_detection().paste_text;
        row.add(egui::TextEdit::singleline(text).desired_width(200.0));
        if row.button(tr(lang, Msg::SetUp)).clicked() {
            let text = text.clone();
            panel.commands.write(EditorCommand::Paste(text));
        }
    });
    ui.separator();
    play_on_buttons(ui, lang, panel);
    if let Some(problem) = &panel.editor.problem {
        let size = cx.session.game().size();
        ui.add_space(6.0);
        ui.label(
            egui::RichText::new(problem_text(problem, lang, size))
                .color(egui::Color32::from_rgb(0xe0, 0x60, 0x50)),
        );
    }
}

/// The brush (black, white, erase) and the side to move.
fn brush_and_side_rows(ui: &mut egui::Ui, lang: Language, panel: &mut EditorPanel) {
    ui.horizontal(|row| {
        row.label(tr(lang, Msg::Brush));
        for (brush, name) in [
            (Brush::Black, Msg::Black),
            (Brush::White, Msg::White),
            (Brush::Erase, Msg::Erase),
        ] {
            if row
                .selectable_label(panel.editor.brush == brush, tr(lang, name))
                .clicked()
            {
                panel.commands.write(EditorCommand::SetBrush(brush));
            }
        }
    });
    ui.horizontal(|row| {
        row.label(tr(lang, Msg::ToMove));
        for (color, name) in [(Stone::Black, Msg::Black), (Stone::White, Msg::White)] {
            if row
                .selectable_label(panel.editor.to_move == color, tr(lang, name))
                .clicked()
            {
                panel.commands.write(EditorCommand::SetToMove(color));
            }
        }
    });
}

/// The ways to leave the editor: play on against the AI, both sides, analyse; or cancel.
fn play_on_buttons(ui: &mut egui::Ui, lang: Language, panel: &mut EditorPanel) {
    for (exit, name) in [
        (EditorExit::AgainstAi, Msg::PlayTheSideToMove),
        (EditorExit::BothSides, Msg::PlayBothSides),
        (EditorExit::Analyse, Msg::AnalyseThisPosition),
    ] {
        if ui.button(tr(lang, name)).clicked() {
            panel.commands.write(EditorCommand::Finish(exit));
        }
    }
    if ui.button(tr(lang, Msg::Cancel)).clicked() {
        panel.commands.write(EditorCommand::Cancel);
    }
}

/// Why the position was refused, naming the stones.
pub fn problem_text(problem: &EditorProblem, lang: Language, size: BoardSize) -> String {
    let name = |color: Stone| match color {
        Stone::Black => tr(lang, Msg::Black),
        Stone::White => tr(lang, Msg::White),
    };
    let text = match problem {
        EditorProblem::Paste(error) => {
            return format!("{}{}{error}", tr(lang, Msg::NotAPosition), colon(lang));
        }
        EditorProblem::Setup(error) => match error {
            SetupError::Counts {
                black,
                white,
                to_move,
            } => tr_args(
                lang,
                Msg::BlackAndWhiteStonesWith,
                &[
                    ("black", Arg::from(black)),
                    ("white", Arg::from(white)),
                    ("side", Arg::from(name(*to_move))),
                ],
            ),
            SetupError::Five { color, at } => tr_args(
                lang,
                Msg::AlreadyHasFiveInA,
                &[
                    ("side", Arg::from(name(*color))),
                    ("point", Arg::from(format_point(*at, size))),
                ],
            ),
            SetupError::Forbidden(point) => tr_args(
                lang,
                Msg::BlacksStoneOnIsA,
                &[("point", Arg::from(format_point(*point, size)))],
            ),
            SetupError::Overlap(point) | SetupError::OffBoard(point) => tr_args(
                lang,
                Msg::IsNotAFreePoint,
                &[(
                    "point",
                    Arg::from(format!("({}, {})", point.x(), point.y())),
                )],
            ),
            SetupError::NoLegalOrder => tr(lang, Msg::NoOrderOfTheseStones).to_owned(),
        },
    };
    format!(
        "{}{}{text}",
        tr(lang, Msg::CannotPlayThisPosition),
        colon(lang)
    )
}
