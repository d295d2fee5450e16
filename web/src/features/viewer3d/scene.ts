/**
 * The three.js side of the model viewer, with no React: a renderer on a given canvas, three lighting
 * presets (影棚, 户外, 夜景), four looks (its own materials, normals, a clay matcap, wireframe), orbit
 * controls, a GLB loaded with progress, automatic framing, a PNG of the current view, and rendering on
 * demand (a frame only when something moved; a loop only while the controls settle or auto-rotate runs).
 */
import {
  Box3,
  BufferAttribute,
  type BufferGeometry,
  DataTexture,
  DirectionalLight,
  Group,
  HemisphereLight,
  type Material,
  Mesh,
  MeshMatcapMaterial,
  MeshNormalMaterial,
  NeutralToneMapping,
  type Object3D,
  PerspectiveCamera,
  PMREMGenerator,
  RGBAFormat,
  Scene,
  SRGBColorSpace,
  type Texture,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';

/** Light on the model: a neutral studio, a sunny day outside, a night with a cool moon and a warm lamp. */
export type LightingPreset = 'studio' | 'outdoor' | 'night';
/** What the surfaces show: the file's materials, the normals as colour, clay (matcap), wireframe. */
export type ViewMode = 'material' | 'normals' | 'matcap' | 'wireframe';

export interface LoadProgress {
  loaded: number;
  /** null when the server did not say how big the file is. */
  total: number | null;
}

/** Where the camera looks from, relative to the model: front, a little right and above. */
const VIEW_DIRECTION = new Vector3(0.55, 0.42, 1).normalize();
/** Room around the framed model (1 = the box touches the view's edges). */
const FRAME_MARGIN = 1.12;
const KEY_ROTATE_STEP = Math.PI / 24;
const KEY_ZOOM_STEP = 1.15;

export class ModelScene {
  readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(35, 1, 0.01, 100);
  private readonly controls: OrbitControls;
  private readonly envTexture: Texture | null;
  /** Software GL: no environment map (see the constructor). */
  readonly software: boolean;
  private model: Object3D | null = null;
  private frame = 0;
  /** Time of the previous frame of a running loop; 0 when idle, so a new loop starts without a jump. */
  private lastFrameTime = 0;
  private mode: ViewMode = 'material';
  private lighting: LightingPreset = 'studio';
  /** The preset's lights: fixed in the world, and riding with the camera (the side in view is lit). */
  private worldLights = new Group();
  private cameraLights = new Group();
  /** The file's own materials of each mesh, while another look is shown. */
  private readonly originals = new Map<Mesh, Material | Material[]>();
  private normalMaterial: MeshNormalMaterial | null = null;
  private matcapMaterial: MeshMatcapMaterial | null = null;
  private disposed = false;
  private visible = true;
  private abort: AbortController | null = null;

  /** lighting 'auto' picks 'basic' (lights only) for software GL and 'studio' (environment) otherwise. */
  constructor(
    canvas: HTMLCanvasElement,
    { lighting = 'auto' }: { lighting?: 'auto' | 'studio' | 'basic' } = {},
  ) {
    this.renderer = new WebGLRenderer({
      canvas,
      antialias: true,
      alpha: true,
      // Keeps the last frame readable (screenshots, readPixels): headless Chromium runs WebGL on
      // SwiftShader and would otherwise hand back a blank canvas between frames.
      preserveDrawingBuffer: true,
      powerPreference: 'high-performance',
    });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    this.renderer.setClearColor(0x000000, 0);
    this.renderer.outputColorSpace = SRGBColorSpace;
    // Khronos PBR Neutral keeps authored base colours true (a product viewer, not a film look).
    this.renderer.toneMapping = NeutralToneMapping;

    // The canvas is transparent over the theme's backdrop, so one light set has to read well over
    // both light and dark pages: a key light riding with the camera (the side in view is always lit),
    // a sky/ground fill, and on real GPUs image-based light from a neutral studio room.
    this.software = lighting === 'auto' ? isSoftwareRenderer(this.renderer) : lighting === 'basic';
    this.scene.add(this.camera);
    if (this.software) {
      // Software GL (SwiftShader, llvmpipe) spends tens of seconds building the environment map and
      // freezes the page meanwhile: lights only there.
      this.envTexture = null;
    } else {
      const pmrem = new PMREMGenerator(this.renderer);
      this.envTexture = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
      pmrem.dispose();
    }
    this.applyLighting();

    this.controls = new OrbitControls(this.camera, canvas);
    this.controls.enableDamping = true;
    this.controls.dampingFactor = 0.12;
    this.controls.autoRotateSpeed = 1.6;
    this.controls.addEventListener('change', this.requestRender);
  }

  /** Fetches and shows a GLB; resolves once it is framed and drawn. */
  async load(url: string, onProgress?: (p: LoadProgress) => void): Promise<void> {
    this.abort?.abort();
    const abort = new AbortController();
    this.abort = abort;
    const data = await fetchWithProgress(url, abort.signal, onProgress);
    const gltf = await new GLTFLoader().parseAsync(data, new URL(url, window.location.href).href);
    if (this.disposed || abort.signal.aborted) {
      disposeObject(gltf.scene);
      return;
    }
    if (this.model) {
      this.scene.remove(this.model);
      disposeObject(this.model);
    }
    this.model = gltf.scene;
    this.model.traverse((node) => {
      if (node instanceof Mesh) ensureIndex(node.geometry);
    });
    this.scene.add(this.model);
    this.originals.clear();
    this.applyMode();
    this.frameModel();
    this.renderNow();
  }

  /** Fits the model's bounding box in view and makes that the reset position. */
  private frameModel(): void {
    if (!this.model) return;
    const box = new Box3().setFromObject(this.model);
    if (box.isEmpty()) return;
    const center = box.getCenter(new Vector3());
    const size = box.getSize(new Vector3());
    const radius = Math.max(size.length() / 2, 1e-3);
    // Seen from the front-right, the box shows about its larger footprint side across and its height
    // up; the nearer half of its depth comes towards the camera.
    const across = Math.max(size.x, size.z) / 2;
    const up = size.y / 2;
    const vHalf = ((this.camera.fov / 2) * Math.PI) / 180;
    const hHalf = Math.atan(Math.tan(vHalf) * this.camera.aspect);
    const distance = FRAME_MARGIN * Math.max(up / Math.tan(vHalf), across / Math.tan(hHalf)) + across;
    this.camera.near = Math.max(distance / 100, 1e-4);
    this.camera.far = distance * 100;
    this.camera.position.copy(center).addScaledVector(VIEW_DIRECTION, distance);
    this.camera.updateProjectionMatrix();
    this.controls.target.copy(center);
    this.controls.minDistance = radius * 0.3;
    this.controls.maxDistance = distance * 4;
    this.controls.update();
    this.controls.saveState();
  }

  resize(width: number, height: number): void {
    if (width <= 0 || height <= 0) return;
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    this.renderNow();
  }

  setAutoRotate(on: boolean): void {
    this.controls.autoRotate = on;
    this.requestRender();
  }

  setLighting(preset: LightingPreset): void {
    if (preset === this.lighting) return;
    this.lighting = preset;
    this.applyLighting();
    this.requestRender();
  }

  setMode(mode: ViewMode): void {
    if (mode === this.mode) return;
    this.mode = mode;
    this.applyMode();
    this.requestRender();
  }

  /** The current view as a PNG (drawn again first, so it is this moment's frame). */
  screenshot(): Promise<Blob> {
    this.renderNow();
    return new Promise((resolve, reject) =>
      this.renderer.domElement.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('截图失败'))),
        'image/png',
      ),
    );
  }

  resetView(): void {
    this.controls.reset();
    this.requestRender();
  }

  /** Keyboard orbit: ←/→ turn, ↑/↓ tilt, +/- zoom. Returns false for keys it does not use. */
  handleKey(key: string): boolean {
    const c = this.controls;
    switch (key) {
      case 'ArrowLeft':
        c.rotateLeft(KEY_ROTATE_STEP);
        break;
      case 'ArrowRight':
        c.rotateLeft(-KEY_ROTATE_STEP);
        break;
      case 'ArrowUp':
        c.rotateUp(KEY_ROTATE_STEP);
        break;
      case 'ArrowDown':
        c.rotateUp(-KEY_ROTATE_STEP);
        break;
      case '+':
      case '=':
        c.dollyIn(KEY_ZOOM_STEP);
        break;
      case '-':
      case '_':
        c.dollyOut(KEY_ZOOM_STEP);
        break;
      default:
        return false;
    }
    this.requestRender();
    return true;
  }

  /** Off screen, an auto-rotating model stops drawing; back on screen it resumes. */
  setVisible(visible: boolean): void {
    this.visible = visible;
    if (visible) this.requestRender();
  }

  /**
   * The preset's lights, which ride with the camera where they should light the side in view. The
   * studio's image-based light comes from a neutral room (real GPUs only); outside and at night the
   * lights alone, so the look changes clearly. The canvas is transparent over the theme's backdrop,
   * so each preset must read over both light and dark pages.
   */
  private applyLighting(): void {
    for (const group of [this.worldLights, this.cameraLights]) {
      group.removeFromParent();
      disposeLights(group);
    }
    const camera = (this.cameraLights = new Group());
    const world = (this.worldLights = new Group());
    const soft = this.software;
    const env = !soft && this.lighting === 'studio' ? this.envTexture : null;
    this.scene.environment = env;
    this.scene.environmentIntensity = 0.55;
    this.renderer.toneMappingExposure = this.lighting === 'night' ? 0.9 : 1;
    if (this.lighting === 'studio') {
      const key = new DirectionalLight(0xffffff, soft ? 1.9 : 0.9);
      key.position.set(-1.5, 2.5, 2);
      camera.add(key);
      world.add(new HemisphereLight(0xffffff, 0x6b6b73, soft ? 1.6 : 0.2));
      if (soft) {
        const rim = new DirectionalLight(0xffffff, 0.7);
        rim.position.set(2, 1, -2);
        camera.add(rim);
      }
    } else if (this.lighting === 'outdoor') {
      // A warm sun high to one side, a blue sky above and warm ground light below.
      const sun = new DirectionalLight(0xfff1d6, 2.4);
      sun.position.set(3, 5, 2);
      world.add(sun);
      world.add(new HemisphereLight(0xb8d8ff, 0x8a7350, 1.3));
      const fill = new DirectionalLight(0xffffff, 0.35);
      fill.position.set(-1, 1, 2);
      camera.add(fill);
    } else {
      // Night: a cool moon from behind, a warm lamp low in front, little else.
      const moon = new DirectionalLight(0x9bb4ff, 1.6);
      moon.position.set(-2, 3, -3);
      world.add(moon);
      const lamp = new DirectionalLight(0xffb36b, 1.3);
      lamp.position.set(1.5, 0.3, 2);
      camera.add(lamp);
      world.add(new HemisphereLight(0x2a3350, 0x0d0d12, 0.7));
    }
    this.scene.add(world);
    // Lights that ride with the camera hang under it (the camera is in the scene).
    this.camera.add(camera);
  }

  /** Puts each mesh's own materials back, or over them the look asked for. */
  private applyMode(): void {
    this.model?.traverse((node) => {
      if (!(node instanceof Mesh)) return;
      if (!this.originals.has(node)) this.originals.set(node, node.material);
      const own = this.originals.get(node)!;
      if (this.mode === 'normals') node.material = this.normalMaterial ??= new MeshNormalMaterial();
      else if (this.mode === 'matcap')
        node.material = this.matcapMaterial ??= new MeshMatcapMaterial({ matcap: clayMatcap() });
      else node.material = own;
      for (const material of Array.isArray(own) ? own : [own]) {
        if ('wireframe' in material)
          (material as Material & { wireframe: boolean }).wireframe = this.mode === 'wireframe';
      }
    });
  }

  /** Schedules one frame; the frame keeps scheduling itself only while something is still moving. */
  readonly requestRender = (): void => {
    if (this.frame || this.disposed || !this.visible) return;
    this.frame = requestAnimationFrame(this.tick);
  };

  private readonly tick = (time: number): void => {
    this.frame = 0;
    if (this.disposed) return;
    const delta = this.lastFrameTime ? Math.min((time - this.lastFrameTime) / 1000, 0.1) : 1 / 60;
    // update() moves the camera for damping and auto-rotation; it says whether anything changed.
    const moving = this.controls.update(delta);
    this.renderer.render(this.scene, this.camera);
    if (moving || this.controls.autoRotate) {
      this.lastFrameTime = time;
      this.requestRender();
    } else {
      this.lastFrameTime = 0;
    }
  };

  private renderNow(): void {
    if (this.disposed) return;
    this.renderer.render(this.scene, this.camera);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.abort?.abort();
    cancelAnimationFrame(this.frame);
    this.controls.removeEventListener('change', this.requestRender);
    this.controls.dispose();
    // The looks' materials go with the model's own (disposeObject reads what each mesh shows now).
    for (const [mesh, own] of this.originals) mesh.material = own;
    if (this.model) disposeObject(this.model);
    this.normalMaterial?.dispose();
    this.matcapMaterial?.matcap?.dispose();
    this.matcapMaterial?.dispose();
    disposeLights(this.worldLights);
    disposeLights(this.cameraLights);
    this.scene.clear();
    this.envTexture?.dispose();
    this.renderer.dispose();
    // Browsers keep only a handful of WebGL contexts: give this one back now, not at garbage collection.
    this.renderer.forceContextLoss();
  }
}

function materialsOf(mesh: Mesh): Material[] {
  return Array.isArray(mesh.material) ? mesh.material : [mesh.material];
}

/**
 * three (r187) builds the wireframe of a non-indexed geometry from its position array's length, which
 * for interleaved attributes (glTF with a byte stride) runs past the vertices and draws stray lines.
 * A plain sequential index sends it down the indexed path; the solid drawing is the same.
 */
function ensureIndex(geometry: BufferGeometry): void {
  if (geometry.index) return;
  const count = geometry.getAttribute('position')?.count ?? 0;
  if (count === 0) return;
  const index = count >= 65_535 ? new Uint32Array(count) : new Uint16Array(count);
  for (let i = 0; i < count; i++) index[i] = i;
  geometry.setIndex(new BufferAttribute(index, 1));
}

/** A preset's lights (a light may hold a shadow map; ours cast none, but each is let go of). */
function disposeLights(group: Group): void {
  group.traverse((node) => {
    if (node instanceof DirectionalLight || node instanceof HemisphereLight) node.dispose();
  });
}

/**
 * A clay matcap made here (no image to fetch): a sphere lit from the upper left, warm grey, with a
 * soft rim, as a 64 × 64 texture. A matcap material reads its colour from this by the surface's
 * normal in view, so every model looks sculpted in clay whatever its own materials.
 */
function clayMatcap(): DataTexture {
  const size = 64;
  const data = new Uint8Array(size * size * 4);
  const light = new Vector3(-0.45, 0.55, 0.7).normalize();
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const x = ((i + 0.5) / size) * 2 - 1;
      const y = ((j + 0.5) / size) * 2 - 1;
      const r2 = x * x + y * y;
      const z = Math.sqrt(Math.max(0, 1 - r2));
      const diffuse = Math.max(0, x * light.x + y * light.y + z * light.z);
      const rim = Math.pow(1 - z, 3) * 0.25;
      const shade = Math.min(1, 0.18 + 0.72 * diffuse + rim);
      const at = (j * size + i) * 4;
      data[at] = Math.round(205 * shade + 20);
      data[at + 1] = Math.round(190 * shade + 18);
      data[at + 2] = Math.round(178 * shade + 16);
      data[at + 3] = 255;
    }
  }
  const texture = new DataTexture(data, size, size, RGBAFormat);
  texture.colorSpace = SRGBColorSpace;
  texture.needsUpdate = true;
  return texture;
}

function disposeObject(root: Object3D): void {
  root.traverse((node) => {
    if (!(node instanceof Mesh)) return;
    node.geometry.dispose();
    for (const material of materialsOf(node)) {
      for (const value of Object.values(material)) {
        if (value && typeof value === 'object' && (value as Texture).isTexture) (value as Texture).dispose();
      }
      material.dispose();
    }
  });
}

/** fetch with byte progress; a missing Content-Length (compressed answers) gives total null. */
async function fetchWithProgress(
  url: string,
  signal: AbortSignal,
  onProgress?: (p: LoadProgress) => void,
): Promise<ArrayBuffer> {
  const res = await fetch(url, { signal });
  if (!res.ok) throw new Error(`模型文件请求失败（${res.status}）`);
  const length = Number(res.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 && !res.headers.get('content-encoding') ? length : null;
  if (!res.body || !onProgress) return res.arrayBuffer();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total });
  }
  const bytes = new Uint8Array(loaded);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes.buffer;
}

/** SwiftShader (headless Chrome, blocklisted GPUs), llvmpipe and friends draw on the CPU. */
function isSoftwareRenderer(renderer: WebGLRenderer): boolean {
  const gl = renderer.getContext();
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
  return /swiftshader|llvmpipe|softpipe|software|basic render/i.test(name);
}
