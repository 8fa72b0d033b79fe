/** Each site file of a feature folder and the files of other features it may still import (see the .js file). */
export declare const crossFeatureImports: Record<string, string[]>;
