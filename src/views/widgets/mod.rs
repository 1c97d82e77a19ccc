//! The pieces every screen builds with: fields that never lose what was
//! typed, amounts, confirmations, keyed lists, folding sections, a
//! character's QR code, where a module fetched on demand mounts its panel.

pub mod add_condition;
pub mod amount_field;
pub mod confirm;
pub mod damage_row;
pub mod edit;
pub mod field;
pub mod fold;
pub mod ids;
pub mod keyed_list;
pub mod last_events;
pub mod live_status;
pub mod magic_action;
pub mod module_host;
pub mod qr_code;
pub mod readout;
pub mod typed_over;
pub mod when;
