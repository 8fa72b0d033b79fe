// Pretendard, self-hosted from the npm registry: the dynamic subset loads only the Hangul blocks a page uses.
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
