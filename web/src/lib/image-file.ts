/** A picture the member picks (an avatar, a goods picture): the types and size the upload takes. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export function imageFileError(file: File): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!IMAGE_TYPES.includes(file.type) && !['jpg', 'jpeg', 'png', 'webp', 'gif'].includes(ext))
    return '请选择 JPG、PNG、WebP 或 GIF 格式的图片';
  if (file.size > IMAGE_MAX_BYTES) return '图片不能超过 10 MB';
  return null;
}
