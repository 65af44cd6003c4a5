//! [`OptionDefinition`], an `option name ... type ...` line: a setting the engine offers.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use crate::words::Words;

/// `option name NAME type TYPE ...`: a setting an engine offers during the `uci` handshake.
///
/// The name may have spaces (`Clear Hash`); so may string defaults and combo values. Words that
/// do not belong to the type (a `min` of a check box, a word after the type) go to
/// [`unknown`](OptionDefinition::unknown).
///
/// ```
/// use fianchetto_uci::{EngineMessage, OptionKind};
///
/// let line = "option name Skill Level type spin default 20 min 0 max 20";
/// let EngineMessage::Option(option) = EngineMessage::parse(line) else { panic!("an option") };
/// assert_eq!(option.name, "Skill Level");
/// assert_eq!(option.kind, OptionKind::Spin { default: Some(20), min: Some(0), max: Some(20) });
/// assert_eq!(option.to_string(), line);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct OptionDefinition {
    /// The name, as `setoption name` takes it (engines compare it without case).
    pub name: String,
    /// The type, with its default and range or values.
    pub kind: OptionKind,
    /// Words the reader did not understand, in order.
    pub unknown: Vec<String>,
}

/// The type of an [`OptionDefinition`], with what it says about the values.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum OptionKind {
    /// `check`: on or off.
    Check {
        /// `default true|false`.
        default: Option<bool>,
    },
    /// `spin`: a whole number in a range.
    Spin {
        /// `default N`.
        default: Option<i64>,
        /// `min N`.
        min: Option<i64>,
        /// `max N`.
        max: Option<i64>,
    },
    /// `combo`: one of a list of values.
    Combo {
        /// `default VALUE`.
        default: Option<String>,
        /// Each `var VALUE`, in order.
        values: Vec<String>,
    },
    /// `button`: an action with no value (`Clear Hash`).
    Button,
    /// `string`: free text; the protocol writes an empty one as `<empty>`.
    String {
        /// `default TEXT` (possibly empty).
        default: Option<String>,
    },
}

const KEYWORDS: [&str; 6] = ["name", "type", "default", "min", "max", "var"];

impl OptionDefinition {
    /// Reads the words after `option`; `None` without a name or a known type.
    pub(crate) fn read(words: &Words<'_>, from: usize) -> Option<OptionDefinition> {
        let mut name = None;
        let mut type_name = None;
        let mut default = None;
        let (mut min, mut max) = (None, None);
        let mut values = Vec::new();
        let mut unknown = Vec::new();
        let mut i = from;
        while i < words.len() {
            let keyword = words.get(i);
            let end = words.find(i + 1, &KEYWORDS);
            let value = words.text(i + 1..end);
            match keyword {
                "name" if name.is_none() && !value.is_empty() => name = Some(value),
                "type" if type_name.is_none() && end > i + 1 => {
                    type_name = Some(words.get(i + 1));
                    unknown.extend(words.owned(i + 2..end));
                }
                "default" if default.is_none() => default = Some(value),
                "min" if min.is_none() => min = Some(value),
                "max" if max.is_none() => max = Some(value),
                "var" => values.push(value.to_string()),
                _ => unknown.extend(words.owned(i..end)),
            }
            i = end;
        }
        let kind = match type_name? {
            "check" => {
                let flag = match default {
                    Some("true") => Some(true),
                    Some("false") => Some(false),
                    other => {
                        keep("default", other, &mut unknown);
                        None
                    }
                };
                OptionKind::Check { default: flag }
            }
            "spin" => OptionKind::Spin {
                default: number("default", default, &mut unknown),
                min: number("min", min.take(), &mut unknown),
                max: number("max", max.take(), &mut unknown),
            },
            "combo" => OptionKind::Combo {
                default: default.map(ToString::to_string),
                values: core::mem::take(&mut values),
            },
            "button" => {
                keep("default", default, &mut unknown);
                OptionKind::Button
            }
            "string" => OptionKind::String {
                default: default.map(ToString::to_string),
            },
            _ => return None,
        };
        keep("min", min, &mut unknown);
        keep("max", max, &mut unknown);
        for value in values {
            keep("var", Some(&value), &mut unknown);
        }
        Some(OptionDefinition {
            name: name?.to_string(),
            kind,
            unknown,
        })
    }
}

/// A number written after `keyword`; a value that is not one is kept in `unknown`.
fn number(keyword: &str, text: Option<&str>, unknown: &mut Vec<String>) -> Option<i64> {
    let text = text?;
    let parsed = text.parse().ok();
    if parsed.is_none() {
        keep(keyword, Some(text), unknown);
    }
    parsed
}

/// Keeps `keyword` and the words of its value in `unknown`, when there was one.
fn keep(keyword: &str, text: Option<&str>, unknown: &mut Vec<String>) {
    if let Some(text) = text {
        unknown.push(keyword.to_string());
        let words = Words::new(text);
        unknown.extend(words.owned(0..words.len()));
    }
}

impl fmt::Display for OptionDefinition {
    /// The canonical line. Unknown words come right after the type, where they cannot be
    /// taken for part of a value.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let type_name = match self.kind {
            OptionKind::Check { .. } => "check",
            OptionKind::Spin { .. } => "spin",
            OptionKind::Combo { .. } => "combo",
            OptionKind::Button => "button",
            OptionKind::String { .. } => "string",
        };
        write!(f, "option name {} type {type_name}", self.name)?;
        for word in &self.unknown {
            write!(f, " {word}")?;
        }
        match &self.kind {
            OptionKind::Check { default } => {
                if let Some(default) = default {
                    write!(f, " default {default}")?;
                }
            }
            OptionKind::Spin { default, min, max } => {
                for (keyword, value) in [("default", default), ("min", min), ("max", max)] {
                    if let Some(value) = value {
                        write!(f, " {keyword} {value}")?;
                    }
                }
            }
            OptionKind::Combo { default, values } => {
                if let Some(default) = default {
                    write!(f, " default {default}")?;
                }
                for value in values {
                    write!(f, " var {value}")?;
                }
            }
            OptionKind::Button => {}
            OptionKind::String { default } => {
                if let Some(default) = default {
                    write!(f, " default {default}")?;
                }
            }
        }
        Ok(())
    }
}
