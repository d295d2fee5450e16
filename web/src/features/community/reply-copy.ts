/** The reply box's hint, shared by the form and the stand-in drawn while the form's chunk loads. */
export const REPLY_PLACEHOLDER = '友善发言，分享你的看法或经验（2–2000 字）';
