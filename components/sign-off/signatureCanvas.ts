/** The canvas backing store at the screen's pixel density, so lines stay sharp on HiDPI phones (drawn in CSS pixels). */
export function fitCanvasToScreen(canvas: HTMLCanvasElement): void {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  canvas.width = canvas.offsetWidth * ratio;
  canvas.height = canvas.offsetHeight * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
}

/** The typed name written across the (empty) pad: the signature of someone who cannot draw one. */
export function writeTypedSignature(canvas: HTMLCanvasElement, name: string): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const width = canvas.offsetWidth;
  const height = canvas.offsetHeight;
  context.fillStyle = '#000';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  let size = 40;
  do {
    context.font = `italic ${size}px Georgia, 'Times New Roman', serif`;
    size -= 2;
  } while (size > 12 && context.measureText(name).width > width - 32);
  context.fillText(name, width / 2, height / 2);
}

export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('This browser cannot save the signature.'))), 'image/png'));
}
