import {
  Box3,
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
  Scene,
  SRGBColorSpace,
  type Texture,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import {
  ensureIndex,
  disposeLights,
  clayMatcap,
  disposeObject,
  fetchWithProgress,
  isSoftwareRenderer,
} from './scene-parts.ts';

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
