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
use crate::i18n::{Language, colon, tr};
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
        egui::RichText::new(tr(lang, "Edit position"))
            .size(18.0)
            .strong(),
    );
    ui.label(
        egui::RichText::new(tr(
            lang,
            "Click a point to put the brush's stone there; click a stone of that colour to take it off.",
        ))
        .weak(),
    );
    ui.separator();
    brush_and_side_rows(ui, lang, panel);
    ui.label(format!(
        "{} {} · {} {}",
        tr(lang, "Black"),
        panel.editor.count(Stone::Black),
        tr(lang, "White"),
        panel.editor.count(Stone::White)
    ));
    if ui.button(tr(lang, "Clear the board")).clicked() {
        panel.commands.write(EditorCommand::Clear);
    }
    ui.separator();
    ui.label(tr(lang, "Paste a position string (e.g. h8i9h9):"));
    ui.horizontal(|row| {
        let text = &mut panel.editor.bypass_change_detection().paste_text;
        row.add(egui::TextEdit::singleline(text).desired_width(200.0));
        if row.button(tr(lang, "Set up")).clicked() {
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
        row.label(tr(lang, "Brush"));
        for (brush, name) in [
            (Brush::Black, "Black"),
            (Brush::White, "White"),
            (Brush::Erase, "Erase"),
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
        row.label(tr(lang, "To move"));
        for (color, name) in [(Stone::Black, "Black"), (Stone::White, "White")] {
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
        (
            EditorExit::AgainstAi,
            "Play the side to move against the AI",
        ),
        (EditorExit::BothSides, "Play both sides"),
        (EditorExit::Analyse, "Analyse this position"),
    ] {
        if ui.button(tr(lang, name)).clicked() {
            panel.commands.write(EditorCommand::Finish(exit));
        }
    }
    if ui.button(tr(lang, "Cancel")).clicked() {
        panel.commands.write(EditorCommand::Cancel);
    }
}

/// Why the position was refused, naming the stones.
pub fn problem_text(problem: &EditorProblem, lang: Language, size: BoardSize) -> String {
    let name = |color: Stone| match color {
        Stone::Black => tr(lang, "Black"),
        Stone::White => tr(lang, "White"),
    };
    let text = match problem {
        EditorProblem::Paste(error) => {
            return format!("{}{}{error}", tr(lang, "Not a position"), colon(lang));
        }
        EditorProblem::Setup(error) => match error {
            SetupError::Counts {
                black,
                white,
                to_move,
            } => tr(
                lang,
                "{black} black and {white} white stones with {side} to move: black moves first, so black has as many stones as white (black to move) or one more (white to move)",
            )
            .replace("{black}", &black.to_string())
            .replace("{white}", &white.to_string())
            .replace("{side}", name(*to_move)),
            SetupError::Five { color, at } => tr(lang, "{side} already has five in a row at {point}")
                .replace("{side}", name(*color))
                .replace("{point}", &format_point(*at, size)),
            SetupError::Forbidden(point) => tr(
                lang,
                "black's stone on {point} is a forbidden move under renju in any order",
            )
            .replace("{point}", &format_point(*point, size)),
            SetupError::Overlap(point) | SetupError::OffBoard(point) => {
                tr(lang, "{point} is not a free point on the board")
                    .replace("{point}", &format!("({}, {})", point.x(), point.y()))
            }
            SetupError::NoLegalOrder => tr(
                lang,
                "no order of these stones is a legal game (a forbidden move or a five on the way)",
            )
            .to_owned(),
        },
    };
    format!(
        "{}{}{text}",
        tr(lang, "Cannot play this position"),
        colon(lang)
    )
}
