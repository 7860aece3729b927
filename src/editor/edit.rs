//! The position editor: black and white stones placed and removed anywhere, a side to move, a
//! pasted position string; then play on against the AI, play both sides, or analyse. The
//! position is checked by the engine (`gomoku_engine::setup`) before it becomes a game: one the
//! rules cannot reach is refused with the reason and the editor stays open with nothing lost.
//!
//! While the editor is open ([`Screen::Edit`]) the board shows its stones instead of the game's,
//! and a person's placing (mouse, touch, keyboard, gamepad: every path sends
//! [`GameCommand::Place`]) edits them; the game itself is untouched until the editor finishes,
//! and *Cancel* returns to it as it was.

use crate::sides::Stone;
use bevy::prelude::*;
use gomoku_engine::setup::{SetupError, game_from_stones};
use gomoku_engine::{Board, GameOptions, Point};

use crate::Frame;
use crate::ai::{Analysis, Hint, InfiniteAnalysis};
use crate::persistence::parse_game;
use crate::screens::Screen;
use crate::session::{Actor, GameCommand, Session};
use crate::settings::{GameSetup, Mode};
use crate::stones::PlacedStone;

/// What a click on the board does in the editor.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Brush {
    #[default]
    Black,
    White,
    Erase,
}

/// How the edited position is played on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EditorExit {
    /// The person plays the side to move, the engine the other.
    AgainstAi,
    /// Two people (or one playing both sides).
    BothSides,
    /// Both sides by hand, with *Analyse* on.
    Analyse,
}

#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum EditorCommand {
    /// Opens the editor on the position shown.
    Open,
    /// The brush's stone on `point`; the same colour there already is taken off.
    Apply(Point),
    SetBrush(Brush),
    SetToMove(Stone),
    /// Takes every stone off.
    Clear,
    /// Replaces the stones with those of a position string (or record text).
    Paste(String),
    /// Turns the stones into a game and plays on.
    Finish(EditorExit),
    /// Back to the game as it was.
    Cancel,
}

/// Why the editor refused to finish or to paste.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditorProblem {
    Setup(SetupError),
    Paste(String),
}

/// The position being edited.
#[derive(Resource, Clone, Debug)]
pub struct Editor {
    /// The stones in the order they were put down.
    pub stones: Vec<(Point, Stone)>,
    pub to_move: Stone,
    pub brush: Brush,
    pub problem: Option<EditorProblem>,
    /// The text field of the paste box.
    pub paste_text: String,
    /// Where *Cancel* goes back to.
    return_to: Option<Screen>,
}

impl Default for Editor {
    fn default() -> Self {
        Editor {
            stones: Vec::new(),
            to_move: Stone::Black,
            brush: Brush::default(),
            problem: None,
            paste_text: String::new(),
            return_to: None,
        }
    }
}

impl Editor {
    pub fn count(&self, color: Stone) -> usize {
        self.stones.iter().filter(|(_, c)| *c == color).count()
    }

    fn points(&self, color: Stone) -> Vec<Point> {
        self.stones
            .iter()
            .filter(|(_, c)| *c == color)
            .map(|(p, _)| *p)
            .collect()
    }

    /// The stones as the board draws them.
    pub fn placed_stones(&self) -> Vec<PlacedStone> {
        self.stones
            .iter()
            .enumerate()
            .map(|(index, &(point, color))| PlacedStone {
                point,
                color,
                ply: index + 1,
            })
            .collect()
    }

    pub fn stone_at(&self, point: Point) -> Option<Stone> {
        self.stones
            .iter()
            .find(|(p, _)| *p == point)
            .map(|(_, c)| *c)
    }

    /// The side to move that the counts allow (black when they are equal), if any.
    fn side_by_counts(&self) -> Option<Stone> {
        let (black, white) = (self.count(Stone::Black), self.count(Stone::White));
        if black == white {
            Some(Stone::Black)
        } else if black == white + 1 {
            Some(Stone::White)
        } else {
            None
        }
    }

    fn apply(&mut self, point: Point) {
        let here = self.stone_at(point);
        self.stones.retain(|(p, _)| *p != point);
        let color = match self.brush {
            Brush::Black => Stone::Black,
            Brush::White => Stone::White,
            Brush::Erase => return self.follow_counts(),
        };
        if here != Some(color) {
            self.stones.push((point, color));
        }
        self.follow_counts();
    }

    /// After an edit the side to move follows the counts where they decide it.
    fn follow_counts(&mut self) {
        if let Some(side) = self.side_by_counts() {
            self.to_move = side;
        }
    }

    /// The edited position as a game under `options`, or the reason it cannot be one.
    pub fn to_game(&self, options: GameOptions) -> Result<gomoku_engine::Game, SetupError> {
        game_from_stones(
            options,
            &self.points(Stone::Black),
            &self.points(Stone::White),
            self.to_move,
        )
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Editor>()
        .add_message::<EditorCommand>()
        .add_systems(
            Update,
            (edit_with_placing, apply_editor_commands)
                .chain()
                .in_set(Frame::Input),
        );
}

/// A person's stone while the editor is open edits the position (the session ignores it).
fn edit_with_placing(
    screen: Res<State<Screen>>,
    mut commands: MessageReader<GameCommand>,
    mut edits: MessageWriter<EditorCommand>,
) {
    if *screen.get() != Screen::Edit {
        commands.clear();
        return;
    }
    for command in commands.read() {
        if let GameCommand::Place {
            point,
            by: Actor::Human,
        } = command
        {
            edits.write(EditorCommand::Apply(*point));
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn apply_editor_commands(
    mut edits: MessageReader<EditorCommand>,
    mut editor: ResMut<Editor>,
    session: Res<Session>,
    screen: Res<State<Screen>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut setup: ResMut<GameSetup>,
    mut infinite: ResMut<InfiniteAnalysis>,
    mut analysis: ResMut<Analysis>,
    mut hint: ResMut<Hint>,
    mut game_commands: MessageWriter<GameCommand>,
) {
    let options = session.game().options();
    for edit in edits.read() {
        let editing = *screen.get() == Screen::Edit;
        if !editing && *edit != EditorCommand::Open {
            continue;
        }
        match edit {
            EditorCommand::Open => {
                if editing {
                    continue;
                }
                *editor = Editor {
                    stones: stones_of(session.game().board()),
                    to_move: session.game().to_move(),
                    brush: editor.brush,
                    return_to: Some(*screen.get()),
                    ..Editor::default()
                };
                // Nothing about the game's position is shown over the edited one.
                infinite.on = false;
                *analysis = Analysis::default();
                *hint = Hint::default();
                next_screen.set(Screen::Edit);
            }
            EditorCommand::Finish(exit) => {
                let Ok(game) = editor.to_game(options).map_err(|problem| {
                    editor.problem = Some(EditorProblem::Setup(problem));
                }) else {
                    continue;
                };
                editor.problem = None;
                match exit {
                    EditorExit::AgainstAi => {
                        setup.mode = Mode::HumanVsAi;
                        setup.human_color = game.to_move();
                    }
                    EditorExit::BothSides | EditorExit::Analyse => {
                        setup.mode = Mode::HumanVsHuman;
                    }
                }
                infinite.on = *exit == EditorExit::Analyse;
                game_commands.write(GameCommand::Setup {
                    game: Box::new(game),
                });
            }
            EditorCommand::Cancel => {
                next_screen.set(editor.return_to.unwrap_or(Screen::Review));
            }
            edit => edit_stones(&mut editor, edit, options),
        }
    }
}

/// The commands that change only the edited position: a stone put or taken, the brush, the
/// side to move, a cleared board, a pasted position.
fn edit_stones(editor: &mut Editor, edit: &EditorCommand, options: GameOptions) {
    match edit {
        EditorCommand::Apply(point) => {
            if options.size.contains(*point) {
                editor.apply(*point);
                editor.problem = None;
            }
        }
        EditorCommand::SetBrush(brush) => editor.brush = *brush,
        EditorCommand::SetToMove(color) => {
            editor.to_move = *color;
            editor.problem = None;
        }
        EditorCommand::Clear => {
            editor.stones.clear();
            editor.to_move = Stone::Black;
            editor.problem = None;
        }
        EditorCommand::Paste(text) => match parse_game(text, options) {
            Ok((game, _)) => {
                editor.stones = stones_of(game.board());
                editor.to_move = game.to_move();
                editor.problem = None;
            }
            Err(error) => editor.problem = Some(EditorProblem::Paste(error)),
        },
        EditorCommand::Open | EditorCommand::Finish(_) | EditorCommand::Cancel => {}
    }
}

/// The stones of `board` in the order they were placed.
fn stones_of(board: &Board) -> Vec<(Point, Stone)> {
    board
        .stones_in_order()
        .filter_map(|p| board.stone(p).map(|c| (p, c)))
        .collect()
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_click_toggles_the_brush_colour_and_the_side_follows_the_counts() {
        let mut editor = Editor::default();
        let (a, b) = (Point::new(7, 7), Point::new(8, 8));
        editor.apply(a);
        assert_eq!(editor.stone_at(a), Some(Stone::Black));
        assert_eq!(editor.to_move, Stone::White);
        editor.brush = Brush::White;
        editor.apply(a);
        assert_eq!(editor.stone_at(a), Some(Stone::White), "replaced");
        editor.apply(a);
        assert_eq!(
            editor.stone_at(a),
            None,
            "the same colour again takes it off"
        );
        editor.brush = Brush::Black;
        editor.apply(b);
        editor.brush = Brush::Erase;
        editor.apply(b);
        assert!(editor.stones.is_empty());
        assert_eq!(editor.to_move, Stone::Black);
    }
}
