/** What each list page says about itself: in shared/, as the BFF's frame and head tags say it too. */
export * from '@zaowu/shared/list-pages';
